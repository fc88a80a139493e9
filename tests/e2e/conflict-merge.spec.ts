import { expect, test, type APIRequestContext } from '@playwright/test';
import { signInThroughLogin } from './support/session';

/*
 * Issue 28 item 3: a stale edit is resolved field by field against the version the form started from. A changes the
 * description (and the name) through the API while B, whose page opened before, changes the phone (and the name):
 * B's save meets the notice at the top of the form, in view; only the name is B's choice; the saved record has A's
 * description and B's phone.
 */

async function adminHeaders(request: APIRequestContext) {
  const answer = await request.post('/v1/auth/login', { data: { email: 'admin@demo.com', password: 'admin' } });
  expect(answer.ok()).toBe(true);
  const { accessToken } = (await answer.json()) as { accessToken: string };
  return { Authorization: `Bearer ${accessToken}` };
}

test('a conflict keeps what only they changed and what only I changed; a field both changed is my choice', async ({
  page,
  request,
}) => {
  const headers = await adminHeaders(request);
  // Names are unique and the server is shared: a record of this run's own.
  const name = `Merge ${Date.now().toString(36)} Ltd`;
  const created = await request.post('/v1/company', {
    headers,
    data: { name, industry: 'media', country: 'FR', description: 'The description we both read', phone: '+1 555 0100' },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  // B's live updates are off (a proxy that blocks the stream): B meets A's change on saving, as a 409. With them on,
  // the same notice comes before the save (live-updates.spec.ts).
  await page.route('**/v1/events', (route) => route.abort());
  // B opens the record first.
  await signInThroughLogin(page, 'editor@demo.com', 'editor');
  await page.goto(`/company/${id}`);
  await expect(page.getByLabel(/^Name/)).toHaveValue(name);

  // A saves meanwhile.
  const read = (await (await request.get(`/v1/company/${id}`, { headers })).json()) as { version: number };
  const saved = await request.put(`/v1/company/${id}`, {
    headers,
    data: { description: 'Changed by A', name: `${name} (A)`, version: read.version },
  });
  expect(saved.status()).toBe(200);

  await page.getByLabel(/^Phone/).fill('+1 555 0199');
  await page.getByLabel(/^Name/).fill(`${name} (B)`);
  await page.getByRole('button', { name: 'Save' }).click();

  const notice = page.getByRole('alert').filter({ hasText: 'Changed by someone else' });
  await expect(notice).toBeInViewport();
  await expect(notice).toBeFocused();
  const table = notice.getByRole('table', { name: 'Fields that differ' });
  await expect(table.getByRole('row', { name: /^Description/ })).toContainText(
    'The description we both readChanged by AThe description we both readTheirs: only they changed it',
  );
  await expect(table.getByRole('row', { name: /^Phone/ })).toContainText(
    '+1 555 0100+1 555 0100+1 555 0199Mine: only you changed it',
  );
  // Fields nobody changed are not listed.
  await expect(table.getByRole('row')).toHaveCount(4);
  const nameChoice = table.getByRole('radiogroup', { name: 'Keep for Name' });
  await expect(nameChoice.getByRole('radio', { name: 'Mine' })).toBeChecked();
  await nameChoice.getByRole('radio', { name: 'Theirs' }).check();
  await page.screenshot({ path: '/tmp/shots-a/conflict.png' });

  await notice.getByRole('button', { name: 'Save the merged version' }).click();
  await expect(page).toHaveURL(new RegExp(`/company/${id}/show$`));
  const after = (await (await request.get(`/v1/company/${id}`, { headers })).json()) as Record<string, unknown>;
  expect(after).toMatchObject({ name: `${name} (A)`, description: 'Changed by A', phone: '+1 555 0199' });
});
