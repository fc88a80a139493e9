import { beforeEach, describe, expect, it } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN, locationNow, renderApp, screen, serveAreaApi, signInAs, SLOW } from './harness';

serveAreaApi();
beforeEach(async () => {
  localStorage.clear();
  await signInAs(ADMIN);
});

const query = () => decodeURIComponent(locationNow());

/** Opens a filter's choices and picks `option`. */
async function choose(filter: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: filter }));
  await userEvent.click(await within(await screen.findByRole('listbox')).findByRole('option', { name: option }));
}

describe('every choice filter', () => {
  it('offers "All" first, which clears it: a choice list and a reference', SLOW, async () => {
    renderApp('/admin');
    await screen.findByRole('link', { name: 'Ada Owner' });

    await choose('Role', 'Editor');
    await waitFor(() => expect(query()).toMatch(/"roleId":\d+/));
    await choose('Role', 'All');
    await waitFor(() => expect(query()).not.toMatch(/roleId/));

    // react-admin names the select's empty choice "Clear value"; it reads "All".
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    expect(within(await screen.findByRole('listbox')).getAllByRole('option')[0]).toHaveTextContent('All');
  });

  it('offers "All" for a country', SLOW, async () => {
    renderApp('/company');
    await screen.findAllByRole('link');
    await choose('Country', 'Canada');
    await waitFor(() => expect(query()).toMatch(/"country":"CA"/));
    await userEvent.click(screen.getByRole('combobox', { name: 'Country' }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options[0]).toHaveTextContent('All');
    await userEvent.click(options[0]!);
    await waitFor(() => expect(query()).not.toMatch(/country/));
  });
});
