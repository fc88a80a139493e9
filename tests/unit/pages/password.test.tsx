import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PasswordTab } from '@/pages/account-setting/PasswordTab';
import { passwordChecklist } from '@/pages/account-setting/passwordChecklist';
import { passwordSchema } from '@/pages/account-setting/schemas';
import { serveMockApi } from '../../contract/support/mockApiClient';
import { renderPage, resolveRelativeFetch } from './renderPage';

serveMockApi();
resolveRelativeFetch();

/** Pastes a value into a field, as typing it key by key only slows the test down. */
async function fill(label: string, value: string) {
  await userEvent.click(screen.getByLabelText(label));
  await userEvent.paste(value);
}

const unmet = (current: string, next: string, retype: string) =>
  passwordChecklist(current, next, retype).filter((item) => !item.met).map((item) => item.id);

describe('password rules', () => {
  it('lists each strength rule the new password still misses', () => {
    expect(unmet('admin', '', '')).toEqual(['length', 'lowercase', 'uppercase', 'digit', 'symbol', 'differs', 'matches']);
    expect(unmet('admin', 'abcdefgh', '')).toEqual(['uppercase', 'digit', 'symbol', 'matches']);
    expect(unmet('admin', 'Str0ng!pass', 'Str0ng!pass')).toEqual([]);
  });

  it('wants the new password to differ from the current one and to be confirmed', () => {
    expect(unmet('Str0ng!pass', 'Str0ng!pass', 'Str0ng!pass')).toEqual(['differs']);
    expect(unmet('admin', 'Str0ng!pass', 'Str0ng!pas')).toEqual(['matches']);
  });

  it('gives one message per field, the first rule missed first', () => {
    const result = passwordSchema.safeParse({ currentPassword: '', newPassword: 'abc', retypePassword: 'abd' });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]));
    expect(messages).toEqual({
      currentPassword: 'accountSetting.errors.currentRequired',
      newPassword: 'accountSetting.errors.rule.length',
      retypePassword: 'accountSetting.errors.mismatch',
    });
  });
});

describe('the change-password tab', () => {
  it('ticks the rules as the user types and reports a wrong current password at its field', async () => {
    const onDirtyChange = vi.fn();
    renderPage(<PasswordTab onDirtyChange={onDirtyChange} />);
    await fill('Current password', 'nope');
    await fill('New password', 'Str0ng!pass');
    await fill('Retype new password', 'Str0ng!pass');
    const rules = screen.getByRole('list', { name: 'The new password must have:' });
    await waitFor(() => expect(rules.querySelectorAll('[data-met="false"]')).toHaveLength(0));
    expect(onDirtyChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('The current password is not correct')).toBeVisible();
    expect(screen.getByLabelText('New password')).toHaveValue('Str0ng!pass');
  });

  it('shows a mismatch before sending anything', async () => {
    renderPage(<PasswordTab onDirtyChange={() => undefined} />);
    await fill('Current password', 'admin');
    await fill('New password', 'Str0ng!pass');
    await fill('Retype new password', 'Str0ng!other');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('The two new passwords do not match')).toBeVisible();
  });
});
