import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { nodePlatform } from '../../../server/platform/node';
import { verifyPassword } from '@/contract/passwords';
import { defaultValuesOf } from '@schemas/kit/describe';
import { formGroups, schemaFor } from '@/admin-kit/form/formLayout';
import { afterSaveOf } from '@/admin-kit/declaration';
import { decodeMessage, emptyToNull, issueMessage } from '@schemas/kit/validation';
import { AREAS, english, row, rows, t, validSample, type Row } from './areas';
import { ADMIN, locationNow, renderApp, screen, serveAreaApi, signInAs, SLOW } from './harness';

serveAreaApi();
beforeEach(async () => {
  await signInAs(ADMIN);
});

const shown = (message: string) => {
  const { message: key, args } = decodeMessage(message);
  return t(key, args);
};
/** Messages under the fields (helper texts in the error state). */
const fieldMessages = () =>
  [...document.querySelectorAll('.MuiFormHelperText-root.Mui-error')]
    .map((el) => el.textContent?.trim() ?? '')
    .filter(Boolean)
    .sort();

const save = async () => fireEvent.click(await screen.findByRole('button', { name: 'Save' }));

describe.each(AREAS.filter(([, declaration]) => declaration.paths.add))('adding to %s', (area, declaration) => {
  const schema = schemaFor(declaration, 'add');

  it('rejects invalid input with a message at each field, and saves nothing', SLOW, async () => {
    const before = (await rows(area)).length;
    renderApp(`/${area}/add`);
    await save();
    // Exactly the schema's messages for an empty form (repeaters start as empty lists), translated, under each field.
    const initial: Record<string, unknown> = { ...defaultValuesOf(schema) };
    for (const field of formGroups(declaration, 'add').flatMap((g) => g.fields))
      if (field.widget === 'repeater') initial[field.source] ??= [];
    const result = schema.safeParse(emptyToNull(initial), { error: issueMessage });
    expect(result.success).toBe(false);
    const expected = [...new Set(result.error!.issues.map((issue) => issue.path[0]))]
      .map((path) => shown(result.error!.issues.find((issue) => issue.path[0] === path)!.message))
      .sort();
    await waitFor(() => expect(fieldMessages()).toEqual(expected));
    expect(expected).toContain('Required');

    // A wrongly formatted value gets its own message.
    const fields = formGroups(declaration, 'add').flatMap((g) => g.fields);
    const target =
      fields.find((f) => ['email', 'url', 'slug'].includes(f.widget)) ??
      fields.find((f) => f.widget === 'text' && f.max)!;
    const bad =
      { email: 'not-an-address', url: 'not a web address', slug: 'Not A Slug!' }[target.widget as 'email'] ??
      'x'.repeat((target.max ?? 0) + 1);
    const input = screen.getByLabelText(new RegExp(`^${english(area, target.source)}`));
    // Pasted: typed, a too-long value is hundreds of keys, each re-validating the form (minutes per file).
    await userEvent.click(input);
    await userEvent.paste(bad);
    await save();
    const message =
      {
        email: 'Enter a valid e-mail address',
        url: 'Enter a full web address starting with https://',
        slug: 'Use lower-case letters, digits and single hyphens',
      }[target.widget as 'email'] ?? `Must be ${target.max} characters or fewer`;
    await waitFor(() => expect(fieldMessages()).toContain(message));
    expect(await rows(area)).toHaveLength(before);
  });

  it('accepts valid input; the new record is stored and listed', SLOW, async () => {
    const sample = validSample(declaration, 'fresh');
    const before = (await rows(area)).length;
    const { unmount } = renderApp(`/${area}/add?source=${encodeURIComponent(JSON.stringify(sample))}`);
    await screen.findByRole('button', { name: 'Save' });
    await save();
    await waitFor(async () => expect(await rows(area)).toHaveLength(before + 1));
    const created = (await rows(area)).find(
      (r) => r[declaration.representation] === sample[declaration.representation],
    ) as Row;
    expect(created).toBeDefined();
    // After saving: the detail page when the area has one and says so (afterSaveOf), else the list.
    await waitFor(() =>
      expect(locationNow()).toMatch(
        afterSaveOf(declaration) === 'show'
          ? new RegExp(`^/${area}/${created.id}/show`)
          : new RegExp(`^/${area}(\\?|$)`),
      ),
    );
    if (area === 'user') expect(created.status).toBe('active');
    if (area === 'admin') {
      expect(created.password).toBeUndefined();
      expect(await verifyPassword('Sturdy2026', created.passwordHash as string, nodePlatform.verifyArgon2)).toBe(true);
    }
    unmount();

    renderApp(
      `/${area}?filter=${encodeURIComponent(JSON.stringify({ q: String(sample[declaration.representation]) }))}`,
    );
    await waitFor(() =>
      expect(document.querySelector('tbody')).toHaveTextContent(String(sample[declaration.representation])),
    );
    expect(await row(area, created.id)).toBeTruthy();
  });
});
