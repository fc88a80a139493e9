import type { Translation } from '@/i18n/types';
import type en from './en';

const de: Translation<typeof en> = {
  calendarApp: {
    title: 'Kalender',
    add: 'Termin hinzufügen',
    loading: 'Termine werden geladen',
    filters: 'Kalender',
    viewAll: 'Alle anzeigen',
    calendars: {
      Business: 'Geschäftlich',
      Holiday: 'Urlaub',
      Personal: 'Persönlich',
      Family: 'Familie',
      ETC: 'Sonstiges',
    },
    views: { today: 'Heute', month: 'Monat', week: 'Woche', day: 'Tag', list: 'Liste', prev: 'Zurück', next: 'Weiter' },
    form: {
      addTitle: 'Termin hinzufügen',
      editTitle: 'Termin bearbeiten',
      close: 'Schließen',
      saving: 'Wird gespeichert',
      title: 'Titel',
      calendar: 'Kalender',
      allDay: 'Ganztägig',
      start: 'Beginn',
      end: 'Ende',
      url: 'Termin-URL',
      openUrl: 'Link öffnen',
      location: 'Ort',
      description: 'Beschreibung',
      add: 'Hinzufügen',
      save: 'Aktualisieren',
      cancel: 'Abbrechen',
      delete: 'Löschen',
      errors: {
        titleRequired: 'Bitte geben Sie einen Titel ein',
        titleTooLong: 'Der Titel darf höchstens 120 Zeichen lang sein',
        calendarRequired: 'Bitte wählen Sie einen Kalender',
        startInvalid: 'Bitte geben Sie einen gültigen Beginn ein',
        endInvalid: 'Bitte geben Sie ein gültiges Ende ein',
        endBeforeStart: 'Das Ende darf nicht vor dem Beginn liegen',
        url: 'Bitte geben Sie eine gültige Webadresse ein (https://…)',
        locationTooLong: 'Der Ort darf höchstens 200 Zeichen lang sein',
        descriptionTooLong: 'Die Beschreibung darf höchstens 2000 Zeichen lang sein',
      },
    },
    toast: {
      added: 'Termin hinzugefügt: %{title}',
      updated: 'Termin aktualisiert: %{title}',
      deleted: 'Termin gelöscht: %{title}',
      moved: 'Termin verschoben: %{title}',
      resized: 'Dauer des Termins geändert: %{title}',
    },
    errors: {
      saveFailed: 'Ihre Änderung konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.',
      moveFailed: 'Der Termin konnte nicht verschoben werden; er ist wieder an seinem Platz.',
    },
  },
};
export default de;
