import type { Translation } from '@/i18n/types';
import type en from './en';

const de: Translation<typeof en> = {
  shared: {
    loading: 'Wird geladen',
    loadFailed: 'Dieser Inhalt konnte nicht geladen werden.',
    retry: 'Erneut versuchen',
    saveFailed: 'Ihre Änderungen konnten nicht gespeichert werden. Bitte versuchen Sie es erneut.',
    image: {
      wrongType: 'Bitte wählen Sie ein JPG-, GIF- oder PNG-Bild',
      tooLarge: 'Das Bild darf höchstens 800 kB groß sein',
    },
    draft: {
      found: 'Nicht gespeicherte Änderungen (gesichert um %{time}) können wiederhergestellt werden.',
      restore: 'Wiederherstellen',
      discard: 'Verwerfen',
    },
    unsaved: {
      title: 'Ungespeicherte Änderungen verwerfen?',
      message:
        'Sie haben Änderungen, die noch nicht gespeichert sind. Wenn Sie die Seite jetzt verlassen, gehen sie verloren.',
      stay: 'Weiter bearbeiten',
      discard: 'Änderungen verwerfen',
    },
  },
};
export default de;
