import { api } from '@/data/api';
import { AUTH_MESSAGES } from '@/contract/types';
import type { AccountSettings } from './schemas';

/*
 * The template's demo parts of the account settings (company, information, social links, notifications), kept on
 * the demo endpoints. The person's own name, e-mail, avatar and password go through /v1 (src/auth/account.ts).
 */
export type SettingsTab = keyof AccountSettings;

export const fetchAccountSettings = () => api.get<AccountSettings>('/account-setting/data');

/** PUT one tab's values; a 400's field messages arrive as the ApiError's `fields` (src/data/apiError.ts). */
export const saveSettingsTab = <K extends SettingsTab>(tab: K, values: AccountSettings[K]) =>
  api.put<AccountSettings[K]>(`/account-setting/${tab}`, values);

/** The API's English field messages this screen shows in the user's language. */
export const SERVER_MESSAGES: Readonly<Record<string, string>> = {
  [AUTH_MESSAGES.wrongPassword]: 'accountSetting.errors.currentWrong',
};
