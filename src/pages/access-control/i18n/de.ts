import type { Translation } from '@/i18n/types';
import type en from './en';

const de: Translation<typeof en> = {
  acl: {
    title: 'Zugriffskontrolle',
    commonTitle: 'Ihre Berechtigungen',
    commonBody: 'Sie sind als %{role} angemeldet. Diese Aktionen dürfen Sie ausführen; Menüs, Schaltflächen und Seiten richten sich danach.',
    abilities: 'Fähigkeiten',
    action: 'Aktion',
    subject: 'Gegenstand',
    everything: 'Alles',
    analyticsTitle: 'Nur für Personen, die Analysen lesen dürfen',
    analyticsBody: 'Diese Karte wird angezeigt, weil Sie Analysen lesen dürfen.',
    analyticsHidden: 'Eine Karte für Personen, die Analysen lesen dürfen, ist für Sie ausgeblendet.',
  },
};
export default de;
