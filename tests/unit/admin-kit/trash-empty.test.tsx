import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, waitFor } from '@testing-library/react';
import { ADMIN, locationNow, renderApp, screen, serveAreaApi, signInAs, SLOW } from './harness';

serveAreaApi();
beforeEach(async () => {
  localStorage.clear();
  await signInAs(ADMIN);
});

const trash = (filter: object) =>
  `/language?filter=${encodeURIComponent(JSON.stringify({ trashed: true, ...filter }))}`;

describe('an empty trash', () => {
  it('says the trash is empty, not that no records match the filters', SLOW, async () => {
    renderApp(trash({}));
    expect(await screen.findByText('The trash is empty')).toBeInTheDocument();
    expect(screen.queryByText(/found using the current filters/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  it('narrowed by a search, says nothing in it matches; clearing stays in the trash', SLOW, async () => {
    renderApp(trash({ q: 'zzzz' }));
    expect(await screen.findByText(/Nothing in the trash matches/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(decodeURIComponent(locationNow())).toMatch(/filter=\{"trashed":true\}/));
    expect(await screen.findByText('The trash is empty')).toBeInTheDocument();
  });
});
