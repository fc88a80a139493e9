import type { Translation } from '@/i18n/types';
import type en from './en';

const de: Translation<typeof en> = {
  cards: {
    menu: 'Karten',
    basic: {
      title: 'Einfache Karten',
      media: {
        title: 'Karte mit Bild',
        body: 'Oben ein Bild, darunter ein kurzer Text und Links: die häufigste Karte.',
        imageAlt: 'Ein Farbverlauf von Violett nach Cyan',
        shop: 'Zum Shop',
        faq: 'Zu den FAQ',
      },
      headerFooter: {
        title: 'Kopf- und Fußzeile',
        subtitle: 'Ein Untertitel unter dem Titel',
        body: 'Die Kopfzeile benennt die Karte, der Inhalt steht in der Mitte und die Fußzeile trägt einen Hinweis und eine Aktion.',
        footer: 'Hinweis in der Fußzeile',
        action: 'Rechnung erstellen',
      },
      list: {
        title: 'Karte mit Liste',
        email: 'E-Mail',
        emailHint: 'Nachrichten lesen und schreiben',
        chat: 'Chat',
        chatHint: 'Mit Ihren Kontakten sprechen',
        calendar: 'Kalender',
        calendarHint: 'Ihre Termine planen',
      },
      tabs: {
        label: 'Kartenbereiche',
        overview: 'Überblick',
        overviewBody: 'Reiter teilen eine Karte in Bereiche; nur der gewählte wird angezeigt.',
        details: 'Details',
        detailsBody: 'Jeder Reiter hat seinen eigenen Inhalt, und der Wechsel erfolgt sofort.',
        help: 'Hilfe',
        helpBody: 'Mit den Pfeiltasten wechseln Sie zwischen den Reitern, wenn einer den Fokus hat.',
      },
      align: {
        left: 'Linksbündig',
        center: 'Zentriert',
        right: 'Rechtsbündig',
        body: 'Der Text folgt der Ausrichtung der Karte.',
      },
      tones: {
        primary: 'Primär',
        success: 'Erfolg',
        warning: 'Warnung',
        error: 'Gefahr',
        info: 'Info',
        secondary: 'Sekundär',
        body: 'Eine mit einer Themenfarbe gefüllte Karte bleibt gut lesbar.',
      },
    },
    advance: {
      title: 'Erweiterte Karten',
      newestUsers: 'Neueste Benutzer',
      overdue: 'Überfällige Rechnungen',
      noOverdue: 'Keine Rechnung ist überfällig.',
      dueOn: 'Fällig am %{date}',
      viewAll: 'Alle anzeigen',
    },
    statistic: {
      title: 'Statistikkarten',
      areaCharts: 'Mit Flächendiagrammen',
      lineCharts: 'Mit Liniendiagrammen',
    },
    analytic: { title: 'Analysekarten' },
    action: {
      title: 'Kartenaktionen',
      fold: 'Karte einklappen',
      unfold: 'Karte ausklappen',
      reload: 'Daten neu laden',
      remove: 'Karte entfernen',
      showAll: 'Alle Karten anzeigen',
      removedCount: '%{smart_count} Karte entfernt |||| %{smart_count} Karten entfernt',
      updatedAt: 'Daten geladen um %{time}',
      collapse: { title: 'Einklappen', body: 'Der Pfeil klappt die Karte bis auf die Kopfzeile ein und wieder aus.' },
      refresh: { title: 'Neu laden', body: 'Der runde Pfeil lädt die Daten der Karte erneut.' },
      close: { title: 'Entfernen', body: 'Das Kreuz entfernt die Karte; „Alle Karten anzeigen“ holt sie zurück.' },
      all: { title: 'Alle Aktionen', body: 'Diese Karte lässt sich einklappen, neu laden und entfernen.' },
    },
  },
};
export default de;
