import type { Translation } from '@/i18n/types';
import type en from './en';

const de: Translation<typeof en> = {
  app: {
    demoData: {
      recovered:
        'Die Demodaten konnten nicht gelesen werden und wurden zurückgesetzt. Eine Kopie der unlesbaren Daten wurde in diesem Browser aufbewahrt.',
      unavailable:
        'Demodaten können in diesem Browser nicht gespeichert werden: Ihre Änderungen gehen beim Neuladen der Seite verloren.',
      dismiss: 'Schließen',
      writeFailed:
        'Ihre Änderung konnte nicht im Speicher dieses Browsers gesichert werden und wurde daher nicht übernommen. Geben Sie Speicherplatz frei oder setzen Sie die Demodaten zurück und versuchen Sie es erneut.',
      errors: {
        tooLong: 'Dieser Text ist zu lang.',
        tooMany: 'Das sind zu viele Einträge.',
        tooBig: 'Diese Zahl ist zu groß.',
        picture: 'Verwenden Sie ein JPG-, GIF- oder PNG-Bild oder eine Webadresse (https://…).',
        url: 'Bitte geben Sie eine Webadresse ein, die mit http:// oder https:// beginnt.',
        bodyTooLarge:
          'Das ist zu groß zum Speichern. Entfernen Sie etwas Inhalt oder ein Bild und versuchen Sie es erneut.',
      },
    },
  },
};
export default de;
