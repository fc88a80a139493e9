import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import AccountSettingsPage from '@/features/pages/account-setting/AccountSettingsPage';
import { getUser } from '@/auth/session';
import { API_ERRORS, type ApiErrorBody, type SessionUser } from '@/contract/types';
import { CLIENT, DEMO_SETTINGS, serveAccountApi } from '@tests/support/fakeAccountApi';
import { renderScreen } from '@tests/support/renderScreen';

const { server, sent } = serveAccountApi();

async function replace(label: string, value: string) {
  const field = screen.getByLabelText(label);
  await userEvent.clear(field);
  await userEvent.click(field);
  await userEvent.paste(value);
}

describe('account settings of a signed-in client', () => {
  it('shows their own name, e-mail and username from /v1/account/me, never the demo record’s administrator', async () => {
    renderScreen(<AccountSettingsPage />, { path: '/pages/account-setting' });
    expect(await screen.findByLabelText('Name')).toHaveValue('Casey Client');
    expect(screen.getByLabelText('E-mail')).toHaveValue('client@demo.com');
    expect(screen.getByLabelText('Username')).toHaveValue('client');
    // The demo record is another person's (the template's John Doe): none of its text is shown as theirs.
    expect(screen.getByLabelText('Company')).toHaveValue('');
    expect(screen.queryByDisplayValue('Pixinvent')).toBeNull();
    expect(screen.queryByDisplayValue('John Doe')).toBeNull();
    expect(screen.queryByDisplayValue('admin@demo.com')).toBeNull();
    expect(screen.queryByDisplayValue('johndoe')).toBeNull();
    expect(sent('GET', '/v1/account/me')[0].auth).toBe('Bearer client-access');
  });

  it('saves with PUT /v1/account/me; a 400 puts each message at its field, translated, and keeps what was typed', async () => {
    server.use(
      http.put('/v1/account/me', () =>
        HttpResponse.json(
          {
            message: API_ERRORS.invalid,
            errors: {
              email: 'adminKit.validation.unique',
              fullName: '@@react-admin@@{"message":"adminKit.validation.maxLength","args":{"value":80}}',
            },
          } satisfies ApiErrorBody,
          { status: 400 },
        ),
      ),
    );
    renderScreen(<AccountSettingsPage />, { path: '/pages/account-setting' });
    await screen.findByLabelText('Name');
    await replace('Name', 'Casey Renamed');
    await replace('E-mail', 'taken@demo.com');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() =>
      expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('This value is already in use'),
    );
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Must be 80 characters or fewer');
    expect(screen.getByLabelText('E-mail')).toHaveValue('taken@demo.com');
    expect(screen.getByLabelText('Name')).toHaveValue('Casey Renamed');
    expect(sent('PUT', '/v1/account/me').map((r) => [r.auth, r.body])).toEqual([
      ['Bearer client-access', { fullName: 'Casey Renamed', email: 'taken@demo.com', avatar: null }],
    ]);
    expect(getUser()?.fullName).toBe('Casey Client');
    expect(sent('PUT', '/account-setting/general')).toHaveLength(0);
  });

  it('a successful save updates the session user (the navbar’s name); a changed company goes to the demo record', async () => {
    server.use(
      http.put('/v1/account/me', async ({ request }) => {
        const body = (await request.json()) as Pick<SessionUser, 'fullName' | 'email'>;
        return HttpResponse.json({ ...CLIENT, ...body, username: body.email.split('@')[0] } satisfies SessionUser);
      }),
      http.put('/account-setting/:tab', async ({ request }) => HttpResponse.json(await request.json())),
    );
    renderScreen(<AccountSettingsPage />, { path: '/pages/account-setting' });
    await screen.findByLabelText('Name');
    await replace('Name', 'Casey Renamed');
    await replace('Company', 'Acme Labs');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(getUser()?.fullName).toBe('Casey Renamed'));
    expect(getUser()).toMatchObject({ email: 'client@demo.com', role: 'client' });
    await waitFor(() => expect(sent('PUT', '/account-setting/general')).toHaveLength(1));
    // The record becomes theirs: their name and address, the company typed, the previous owner's other text emptied.
    expect(sent('PUT', '/account-setting/general')[0].body).toEqual({
      ...DEMO_SETTINGS.general,
      username: 'client',
      fullName: 'Casey Client',
      email: 'client@demo.com',
      company: 'Acme Labs',
    });
    expect(sent('PUT', '/account-setting/info')[0].body).toEqual({
      bio: '',
      dob: '',
      country: '',
      website: '',
      phone: '',
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Discard changes' })).toBeDisabled());
    expect(screen.getByLabelText('Name')).toHaveValue('Casey Renamed');
  });

  it('checks name and e-mail before sending anything', async () => {
    renderScreen(<AccountSettingsPage />, { path: '/pages/account-setting' });
    await screen.findByLabelText('Name');
    await userEvent.clear(screen.getByLabelText('Name'));
    await replace('E-mail', 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Please enter your name')).toBeVisible();
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription(
      'Please enter a valid e-mail address, such as name@example.com',
    );
    expect(sent('PUT', '/v1/account/me')).toHaveLength(0);
  });

  it('asks for the current password when the e-mail changes, puts a wrong one at its field, and sends it', async () => {
    let answer: 'wrong' | 'right' = 'wrong';
    server.use(
      http.put('/v1/account/me', async ({ request }) => {
        const body = (await request.json()) as Pick<SessionUser, 'fullName' | 'email'>;
        if (answer === 'wrong')
          return HttpResponse.json(
            { message: API_ERRORS.invalid, errors: { currentPassword: 'The current password is not correct.' } },
            { status: 400 },
          );
        return HttpResponse.json({ ...CLIENT, ...body, username: body.email.split('@')[0] } satisfies SessionUser);
      }),
    );
    renderScreen(<AccountSettingsPage />, { path: '/pages/account-setting' });
    await screen.findByLabelText('Name');
    expect(screen.queryByLabelText('Current password')).toBeNull();
    await replace('E-mail', 'casey.new@demo.com');
    expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription(
      'To change the e-mail you sign in with, enter your current password.',
    );
    await replace('Current password', 'not-it');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription(
        'The current password is not correct',
      ),
    );
    expect(screen.getByLabelText('E-mail')).toHaveValue('casey.new@demo.com');
    answer = 'right';
    await replace('Current password', 'client');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(getUser()?.email).toBe('casey.new@demo.com'));
    expect(sent('PUT', '/v1/account/me').map((r) => r.body)).toEqual([
      { fullName: 'Casey Client', email: 'casey.new@demo.com', avatar: null, currentPassword: 'not-it' },
      { fullName: 'Casey Client', email: 'casey.new@demo.com', avatar: null, currentPassword: 'client' },
    ]);
    // Saved: the e-mail is the person's again, so the password field goes away, its value with it.
    await waitFor(() => expect(screen.queryByLabelText('Current password')).toBeNull());
  });
});
