import type { Translation } from '@/i18n/types';
import type en from './en';

const de: Translation<typeof en> = {
  acl: {
    title: 'Zugriffskontrolle',
    commonTitle: 'Ihre Berechtigungen',
    commonBody:
      'Sie sind als %{role} angemeldet. Diese Aktionen dürfen Sie ausführen; Menüs, Schaltflächen und Seiten richten sich danach.',
    abilities: 'Fähigkeiten',
    action: 'Aktion',
    subject: 'Gegenstand',
    everything: 'Alles',
    permission: 'Was Sie tun dürfen',
    rule: {
      read: 'Ansehen: %{subject}',
      store: 'Hinzufügen: %{subject}',
      edit: 'Ändern: %{subject}',
      delete: 'Löschen: %{subject}',
      manage: 'Alles tun: %{subject}',
    },
    subjects: {
      all: 'alles',
      ACL: 'die Seite Zugriffskontrolle',
      Auth: 'Ihr eigenes Konto und Profil',
      Analytics: 'die Analysen',
    },
    analyticsTitle: 'Nur für Personen, die Analysen lesen dürfen',
    analyticsBody: 'Diese Karte wird angezeigt, weil Sie Analysen lesen dürfen.',
    analyticsHidden: 'Eine Karte für Personen, die Analysen lesen dürfen, ist für Sie ausgeblendet.',
  },
};
export default de;
