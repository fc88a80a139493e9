import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import UserListPage from '@/features/apps/users/UserListPage';
import UserEditPage from '@/features/apps/users/UserEditPage';
import UserViewPage from '@/features/apps/users/UserViewPage';
import { pageRange } from '@/features/apps/users/list/pageRange';
import { rolePermissions } from '@/features/apps/users/planOffer';
import { newUserSchema } from '@/features/apps/users/userSchema';
import { serveMockApi } from '@tests/support/mockApi';
import { renderScreen, resolveRelativeFetch } from '@tests/support/renderScreen';

serveMockApi();
resolveRelativeFetch();

const userEvent = userEventLib.setup({ delay: null });

describe('user list helpers', () => {
  it('says which entries a page shows', () => {
    expect(pageRange(1, 10, 50)).toEqual({ from: 1, to: 10, pages: 5 });
    expect(pageRange(3, 25, 60)).toEqual({ from: 51, to: 60, pages: 3 });
    expect(pageRange(1, 10, 0)).toEqual({ from: 0, to: 0, pages: 1 });
  });

  it('derives the permissions table from the role', () => {
    expect(rolePermissions('admin').admin).toEqual({ read: true, write: true, create: true, delete: true });
    expect(rolePermissions('subscriber').user).toEqual({ read: true, write: false, create: false, delete: false });
    expect(rolePermissions('subscriber').admin.read).toBe(false);
  });

  it('requires every field of a new user', () => {
    const result = newUserSchema.safeParse({
      fullName: ' ',
      username: 'ab',
      email: 'x',
      company: '',
      country: '',
      contact: 'call me',
    });
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(messages).toEqual({
      fullName: 'appUsers.validation.fullNameRequired',
      username: 'appUsers.validation.usernameFormat',
      email: 'appUsers.validation.emailInvalid',
      company: 'appUsers.validation.companyRequired',
      country: 'appUsers.validation.countryRequired',
      contact: 'appUsers.validation.contactFormat',
      role: 'appUsers.validation.roleRequired',
      currentPlan: 'appUsers.validation.planRequired',
    });
  });
});

/** Typing key by key is slow in jsdom; a paste gives the field its whole value at once, as typing would. */
async function fill(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  await userEvent.paste(text);
}

const rows = () => screen.getAllByRole('row').slice(1);

async function choose(label: string | RegExp, option: string, scope: Pick<typeof screen, 'getByRole'> = screen) {
  await userEvent.click(scope.getByRole('combobox', { name: label }));
  await userEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: option }));
}

describe('the user list', () => {
  it('shows 10 of 50 users and narrows them by role', { timeout: 60_000 }, async () => {
    renderScreen(<UserListPage />);
    expect(await screen.findByText('Showing 1 to 10 of 50 entries')).toBeInTheDocument();
    await choose(/^Role/, 'Editor');
    await waitFor(() => expect(screen.getByTestId('list-range')).not.toHaveTextContent('of 50 entries'));
    for (const row of rows()) expect(within(row).getByText('Editor')).toBeInTheDocument();
  });

  it('adds a user only once every field is valid; the new user is active', { timeout: 60_000 }, async () => {
    renderScreen(<UserListPage />);
    await screen.findByText('Showing 1 to 10 of 50 entries');
    await userEvent.click(screen.getByRole('button', { name: 'Add new user' }));
    const drawer = within(await screen.findByRole('form', { name: 'Add user' }));
    await userEvent.click(drawer.getByRole('button', { name: 'Add' }));
    expect(await drawer.findByText('Please enter the full name')).toBeInTheDocument();
    expect(drawer.getByText('Please choose a role')).toBeInTheDocument();

    await fill(drawer.getByLabelText(/Full name/), 'Ada Lovelace');
    await fill(drawer.getByLabelText(/Username/), 'ada.l');
    await fill(drawer.getByLabelText(/Email/), 'ada@analytical.engine');
    await fill(drawer.getByLabelText(/Company/), 'Analytical Engines');
    await fill(drawer.getByLabelText(/Country/), 'United Kingdom');
    await fill(drawer.getByLabelText(/Contact number/), '+44 20 7946 0000');
    await choose(/^Role/, 'Author', drawer);
    await choose(/^Plan/, 'Team', drawer);
    await userEvent.click(drawer.getByRole('button', { name: 'Add' }));

    await waitFor(() => expect(screen.queryByRole('form', { name: 'Add user' })).not.toBeInTheDocument());
    await fill(screen.getByRole('searchbox', { name: 'Search users' }), 'Lovelace');
    const row = (await screen.findByText('Ada Lovelace', {}, { timeout: 5000 })).closest('tr')!;
    expect(within(row).getByText('Active')).toBeInTheDocument();
    expect(within(row).getByText('Author')).toBeInTheDocument();
  });

  it('says so for an unknown user', async () => {
    renderScreen(<UserViewPage />, { path: '/apps/users/view/9999', route: '/apps/users/view/:id' });
    expect(await screen.findByRole('heading', { name: 'User not found' })).toBeInTheDocument();
  });
});

describe('the user edit page', () => {
  it('saves the account tab and keeps what was typed in another tab', { timeout: 60_000 }, async () => {
    renderScreen(<UserEditPage />, { path: '/apps/users/edit/1', route: '/apps/users/edit/:id' });
    const fullName = await screen.findByLabelText(/Full name/, {}, { timeout: 5000 });
    await fill(fullName, 'Renamed Person');
    await userEvent.click(screen.getByRole('tab', { name: 'Information' }));
    await fill(screen.getByLabelText(/Country/), 'Iceland');
    await userEvent.click(screen.getByRole('tab', { name: 'Account' }));
    expect(screen.getByLabelText(/Full name/)).toHaveValue('Renamed Person');
    const account = within(screen.getByRole('tabpanel', { name: 'Account' }));
    expect(account.getByRole('button', { name: 'Discard' })).toBeEnabled();
    await userEvent.click(account.getByRole('button', { name: 'Save changes' }));
    // Saved: the form now holds the stored values, so there is nothing left to discard.
    await waitFor(() => expect(account.getByRole('button', { name: 'Discard' })).toBeDisabled());
    const stored = (await (await fetch('/apps/user/users/1')).json()) as { fullName: string; country: string };
    expect(stored.fullName).toBe('Renamed Person');
    expect(stored.country).not.toBe('Iceland');
  });
});
