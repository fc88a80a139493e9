import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, waitFor } from '@testing-library/react';
import { renderApp, screen, serveAreaApi, signInAs, ADMIN, SLOW } from './harness';

/*
 * Above the server's exact-count limit a filtered list's total is an estimate (issue "Scale out"): the pager says
 * "of about", pages on, and "Count exactly" asks for the exact count. The limit is 3 here, so demo data crosses it.
 */
const api = serveAreaApi({ exactCountLimit: 3 });
beforeEach(async () => {
  await signInAs(ADMIN);
  // The planner's statistics, so it expects as many active users as there are (a list it expects few of is counted).
  await api.server().database.db.execute(sql.raw('analyze "user"'));
});

const pagerText = () => document.querySelector('.MuiTablePagination-displayedRows')?.textContent ?? '';
const active = `/user?filter=${encodeURIComponent(JSON.stringify({ status: 'active' }))}`;

describe('a list whose total the server estimated', () => {
  it('says "about", and counts exactly on request', SLOW, async () => {
    const exact = (await api.rows('user')).filter((row) => row.status === 'active' && !row.deletedAt).length;
    expect(exact).toBeGreaterThan(3);
    renderApp(active);
    await waitFor(() => expect(pagerText()).toMatch(/^1–\d+ of about \d/));
    fireEvent.click(screen.getByRole('button', { name: 'Count exactly' }));
    await waitFor(() => expect(pagerText()).toMatch(new RegExp(`^1-\\d+ of ${exact}$`)));
    expect(screen.queryByRole('button', { name: 'Count exactly' })).toBeNull();
  });

  it('a list the server counted exactly has no such button', SLOW, async () => {
    renderApp(`/user?filter=${encodeURIComponent(JSON.stringify({ id: [1, 2] }))}`);
    await waitFor(() => expect(pagerText()).toMatch(/^1-2 of 2$/));
    expect(screen.queryByRole('button', { name: 'Count exactly' })).toBeNull();
  });
});
