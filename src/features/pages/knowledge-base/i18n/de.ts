import type { Translation } from '@/i18n/types';
import type en from './en';

const de: Translation<typeof en> = {
  kb: {
    title: 'Wissensdatenbank',
    categoryTitle: 'Kategorie',
    questionTitle: 'Artikel',
    heading: 'Ihre Quelle für Antworten',
    subheading: 'Suchen Sie einen Artikel oder öffnen Sie eine Kategorie, um ihre Fragen zu durchsuchen',
    searchLabel: 'Eine Frage stellen…',
    empty: 'Keine Kategorie und keine Frage passt zu „%{query}“',
    clearSearch: 'Suche löschen',
    categories: {
      'sales-automation': 'Vertriebsautomatisierung',
      'marketing-automation': 'Marketingautomatisierung',
      'api-questions': 'Fragen zur API',
      personalization: 'Personalisierung',
      'email-marketing': 'E-Mail-Marketing',
      'demand-generation': 'Nachfragegenerierung',
    },
    questionCount: '%{smart_count} Frage |||| %{smart_count} Fragen',
    backToKb: 'Zurück zur Wissensdatenbank',
    lastUpdated: 'Zuletzt aktualisiert am %{date}',
    related: 'Ähnliche Fragen',
    noRelated: 'In diesem Abschnitt gibt es noch keine weitere Frage.',
    notFound: {
      category: 'Kategorie nicht gefunden',
      categoryHint: 'Es gibt keine Kategorie namens „%{name}“ in der Wissensdatenbank.',
      question: 'Artikel nicht gefunden',
      questionHint:
        'Dieser Artikel existiert nicht oder wurde verschoben. Durchsuchen Sie die Wissensdatenbank, um ihn zu finden.',
    },
  },
};
export default de;
