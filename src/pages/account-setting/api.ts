import { getJson, sendJson } from '@/shared/requestJson';
import type { AccountSettings, PasswordChange } from './schemas';

export type SettingsTab = keyof AccountSettings;

export const fetchAccountSettings = () => getJson<AccountSettings>('/account-setting/data');

/** PUT one tab's values; a 400 carries field messages (see ApiError). */
export const saveSettingsTab = <K extends SettingsTab>(tab: K, values: AccountSettings[K]) =>
  sendJson<AccountSettings[K]>('PUT', `/account-setting/${tab}`, values);

export const changePassword = (values: PasswordChange) => sendJson<{ changed: true }>('PUT', '/account-setting/password', values);
