import type { Translation } from '@/i18n/types';
import type en from './en';

const de: Translation<typeof en> = {
  chatApp: {
    title: 'Chat',
    search: 'Chats und Kontakte durchsuchen',
    loading: 'Chats werden geladen',
    chats: 'Chats',
    contacts: 'Kontakte',
    noChats: 'Keine Chats gefunden',
    noContacts: 'Keine Kontakte gefunden',
    unseen: '%{smart_count} ungelesene Nachricht |||| %{smart_count} ungelesene Nachrichten',
    statusOf: '%{name}: %{status}',
    status: { online: 'Online', busy: 'Nicht stören', away: 'Abwesend', offline: 'Offline' },
    start: { title: 'Unterhaltung beginnen', hint: 'Wählen Sie einen Chat oder einen Kontakt aus.' },
    messages: 'Nachrichten mit %{name}',
    firstMessage: 'Noch keine Nachrichten mit %{name}. Sagen Sie Hallo!',
    placeholder: 'Nachricht eingeben',
    messageLabel: 'Nachricht an %{name}',
    send: 'Senden',
    contact: { open: 'Kontaktdetails', title: 'Kontakt', close: 'Kontaktdetails schließen' },
    profile: {
      open: 'Mein Profil',
      title: 'Mein Profil',
      close: 'Mein Profil schließen',
      about: 'Über mich',
      aboutHint: 'Wird gespeichert, wenn Sie das Feld verlassen',
      aboutTooLong: 'Höchstens %{max} Zeichen',
      status: 'Status',
      settings: 'Einstellungen',
      twoStep: 'Zwei-Faktor-Bestätigung',
      notifications: 'Benachrichtigungen',
      saved: 'Profil gespeichert',
    },
    errors: {
      empty: 'Bitte geben Sie eine Nachricht ein',
      tooLong: 'Eine Nachricht darf höchstens %{max} Zeichen lang sein',
      sendFailed: 'Die Nachricht konnte nicht gesendet werden. Bitte versuchen Sie es erneut.',
      saveFailed: 'Ihre Änderung konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.',
    },
  },
};
export default de;
