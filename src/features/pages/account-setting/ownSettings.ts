import { getUser } from '@/auth/session';
import type { SessionUser } from '@/contract/types';
import { fetchAccountSettings, saveSettingsTab } from './api';
import type { AccountSettings } from './schemas';

/*
 * The demo endpoint keeps one settings record in the browser, the template's (John Doe, "Pixinvent", his bio). It is
 * shown only to the person it belongs to: anyone else who opens their settings sees empty fields, and the record
 * becomes theirs when they save, so nobody sees another person's or the template's company, bio or links as theirs.
 */

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Empty settings for `person`; their notification choices are kept (preferences, not someone's text). */
export function emptySettingsFor(person: SessionUser, current: AccountSettings): AccountSettings {
  return {
    general: {
      avatar: current.general.avatar,
      username: person.username.replace(/[^A-Za-z0-9._-]/g, '') || 'user',
      fullName: person.fullName,
      email: person.email,
      company: '',
    },
    info: { bio: '', dob: '', country: '', website: '', phone: '' },
    social: {
      socialLinks: Object.fromEntries(
        Object.keys(current.social.socialLinks).map((network) => [network, '']),
      ) as AccountSettings['social']['socialLinks'],
      connections: current.social.connections.map(({ id }) => ({ id, connected: false, account: '' })),
    },
    notification: current.notification,
  };
}

/** The settings as `person` sees them: the stored record when it is theirs, otherwise empty fields. */
export function settingsFor(person: SessionUser, stored: AccountSettings): AccountSettings {
  return sameEmail(stored.general.email, person.email) ? stored : emptySettingsFor(person, stored);
}

type Tab = keyof AccountSettings;

/**
 * Saves one tab of the signed-in person's settings. When the stored record is someone else's, it becomes theirs first:
 * its other parts are emptied, so the previous owner's text is not kept under the new owner's name.
 */
export async function saveOwnTab<K extends Tab>(tab: K, values: AccountSettings[K]): Promise<AccountSettings[K]> {
  const person = getUser();
  if (person) {
    const stored = await fetchAccountSettings();
    if (!sameEmail(stored.general.email, person.email)) {
      const empty = emptySettingsFor(person, stored);
      if (tab !== 'general') await saveSettingsTab('general', empty.general);
      if (tab !== 'info') await saveSettingsTab('info', empty.info);
      if (tab !== 'social') await saveSettingsTab('social', empty.social);
    }
  }
  return saveSettingsTab(tab, values);
}
