import type { Translation } from '@/i18n/types';
import type en from './en';

const de: Translation<typeof en> = {
  faq: {
    title: 'FAQ',
    heading: 'Wir beantworten Ihre Fragen',
    subheading: 'oder wählen Sie eine Kategorie, um schnell die passende Hilfe zu finden',
    searchLabel: 'Eine Frage suchen…',
    categoriesLabel: 'FAQ-Kategorien',
    categories: {
      payment: { title: 'Zahlung', subtitle: 'Abrechnung, Verlängerungen und Lizenzen' },
      delivery: { title: 'Lieferung', subtitle: 'Wo Ihre Bestellung ist und wann sie ankommt' },
      cancellationReturn: {
        title: 'Stornierung & Rückgabe',
        subtitle: 'Eine Bestellung stornieren oder ein Produkt zurücksenden',
      },
      myOrders: { title: 'Meine Bestellungen', subtitle: 'Bestellstatus, Sendungsverfolgung und Aktionen' },
      productServices: {
        title: 'Produkte & Services',
        subtitle: 'Versandbenachrichtigungen, Garantien und Lagerbestand',
      },
    },
    empty: {
      title: 'Keine Frage passt zu „%{query}“',
      hint: 'Versuchen Sie andere Wörter oder fragen Sie uns direkt weiter unten.',
      clear: 'Suche löschen',
    },
    contact: {
      title: 'Sie haben noch eine Frage?',
      subtitle:
        'Wenn Sie Ihre Frage nicht in unseren FAQ finden, können Sie uns jederzeit kontaktieren. Wir antworten schnell!',
      phoneHint: 'Wir helfen Ihnen gerne!',
      emailHint: 'Der schnellste Weg zu einer Antwort!',
    },
  },
};
export default de;
