import { beforeEach, describe, expect, it } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { rows } from './areas';
import { ADMIN, locationNow, renderApp, screen, serveAreaApi, signInAs, SLOW } from './harness';

/* A tags field's filter suggests the tags the records hold: part of one finds it (UX walk item 13). */

serveAreaApi();
beforeEach(async () => {
  await signInAs(ADMIN);
});

describe('the tag filter', () => {
  it('suggests the tags holding what was typed, and filters by the one chosen', SLOW, async () => {
    const holders = (await rows('contributor')).filter(
      (row) => row.deletedAt == null && (row.expertise as string[]).includes('security'),
    );
    expect(holders.length).toBeGreaterThan(0);
    renderApp('/contributor');
    const input = await screen.findByRole('combobox', { name: 'Expertise' });
    await userEvent.type(input, 'sec');
    const option = await within(await screen.findByRole('listbox')).findByRole('option', { name: 'security' });
    await userEvent.click(option);
    await waitFor(() => expect(decodeURIComponent(locationNow())).toContain('"expertise":"security"'));
    // The list shows exactly the records holding the tag.
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(holders.length + 1));
    for (const holder of holders) expect(screen.getByText(String(holder.name))).toBeInTheDocument();
    expect(input).toHaveValue('security');
  });
});
