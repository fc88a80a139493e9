import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { PasswordTab } from '@/features/pages/account-setting/PasswordTab';
import { passwordChecklist } from '@/features/pages/account-setting/passwordChecklist';
import { changePasswordSchema } from '@/features/pages/account-setting/schemas';
import { getAccessToken, getRefreshToken } from '@/auth/session';
import { API_ERRORS, AUTH_MESSAGES, type ApiErrorBody } from '@/contract/types';
import { serveAccountApi } from '@tests/support/fakeAccountApi';
import { renderScreen } from '@tests/support/renderScreen';

const { server, sent } = serveAccountApi();

/** Pastes a value into a field, as typing it key by key only slows the test down. */
async function fill(label: string, value: string) {
  await userEvent.click(screen.getByLabelText(label));
  await userEvent.paste(value);
}

const unmet = (current: string, next: string, retype: string) =>
  passwordChecklist(current, next, retype)
    .filter((item) => !item.met)
    .map((item) => item.id);

describe('password rules', () => {
  it('lists each rule of the product policy the new password still misses (no symbol needed)', () => {
    expect(unmet('admin', '', '')).toEqual(['length', 'lowercase', 'uppercase', 'digit', 'differs', 'matches']);
    expect(unmet('admin', 'abcdefgh', '')).toEqual(['uppercase', 'digit', 'matches']);
    expect(unmet('admin', 'Str0ngpass', 'Str0ngpass')).toEqual([]);
  });

  it('wants the new password to differ from the current one and to be confirmed', () => {
    expect(unmet('Str0ngpass', 'Str0ngpass', 'Str0ngpass')).toEqual(['differs']);
    expect(unmet('admin', 'Str0ngpass', 'Str0ngpas')).toEqual(['matches']);
  });

  it('gives one message per field, with the policy messages the server uses', () => {
    const result = changePasswordSchema.safeParse({
      currentPassword: '',
      newPassword: 'abcdefg1',
      retypePassword: 'abd',
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]));
    expect(messages).toEqual({
      currentPassword: 'accountSetting.errors.currentRequired',
      newPassword: 'adminKit.validation.passwordUpper',
      retypePassword: 'accountSetting.errors.mismatch',
    });
  });
});

describe('the change-password tab', () => {
  it('sends change-password and shows the server’s "current password is not correct" at its field, keeping what was typed', async () => {
    server.use(
      http.post('/v1/account/change-password', () =>
        HttpResponse.json(
          {
            message: API_ERRORS.invalid,
            errors: { currentPassword: AUTH_MESSAGES.wrongPassword },
          } satisfies ApiErrorBody,
          { status: 400 },
        ),
      ),
    );
    const onDirtyChange = vi.fn();
    renderScreen(<PasswordTab onDirtyChange={onDirtyChange} />);
    await fill('Current password', 'nope');
    await fill('New password', 'Str0ngpass');
    await fill('Retype new password', 'Str0ngpass');
    const rules = screen.getByRole('list', { name: 'The new password must have:' });
    await waitFor(() => expect(rules.querySelectorAll('[data-met="false"]')).toHaveLength(0));
    expect(onDirtyChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() =>
      expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription(
        'The current password is not correct',
      ),
    );
    expect(screen.getByLabelText('Current password')).toHaveValue('nope');
    expect(screen.getByLabelText('New password')).toHaveValue('Str0ngpass');
    expect(sent('POST', '/v1/account/change-password').map((r) => [r.auth, r.body])).toEqual([
      ['Bearer client-access', { currentPassword: 'nope', newPassword: 'Str0ngpass' }],
    ]);
    expect(getAccessToken()).toBe('client-access');
  });

  it('shows the server’s policy message at the new-password field, translated', async () => {
    server.use(
      http.post('/v1/account/change-password', () =>
        HttpResponse.json(
          {
            message: API_ERRORS.invalid,
            errors: { newPassword: 'adminKit.validation.passwordDigit' },
          } satisfies ApiErrorBody,
          { status: 400 },
        ),
      ),
    );
    renderScreen(<PasswordTab onDirtyChange={() => undefined} />);
    await fill('Current password', 'client');
    await fill('New password', 'Str0ngpass');
    await fill('Retype new password', 'Str0ngpass');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.getByLabelText('New password')).toHaveAccessibleDescription('Add a digit'));
  });

  it('stores the new tokens of a successful change and empties the form', async () => {
    server.use(
      http.post('/v1/account/change-password', () =>
        HttpResponse.json({ message: 'Password updated', accessToken: 'fresh-access', refreshToken: 'fresh-refresh' }),
      ),
    );
    renderScreen(<PasswordTab onDirtyChange={() => undefined} />);
    await fill('Current password', 'client');
    await fill('New password', 'Str0ngpass');
    await fill('Retype new password', 'Str0ngpass');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(getAccessToken()).toBe('fresh-access'));
    expect(getRefreshToken()).toBe('fresh-refresh');
    await waitFor(() => expect(screen.getByLabelText('Current password')).toHaveValue(''));
  });

  it('applies the policy and the confirmation before sending anything', async () => {
    renderScreen(<PasswordTab onDirtyChange={() => undefined} />);
    await fill('Current password', 'client');
    await fill('New password', 'weakpass1');
    await fill('Retype new password', 'weakpass2');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(screen.getByLabelText('New password')).toHaveAccessibleDescription('Add an upper-case letter'),
    );
    expect(screen.getByLabelText('Retype new password')).toHaveAccessibleDescription(
      'The two new passwords do not match',
    );
    expect(sent('POST', '/v1/account/change-password')).toHaveLength(0);
  });
});
