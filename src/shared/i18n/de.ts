import type { Translation } from '@/i18n/types';
import type en from './en';

const de: Translation<typeof en> = {
  shared: {
    loading: 'Wird geladen',
    loadFailed: 'Dieser Inhalt konnte nicht geladen werden.',
    retry: 'Erneut versuchen',
    saveFailed: 'Ihre Änderungen konnten nicht gespeichert werden. Bitte versuchen Sie es erneut.',
    image: {
      wrongType: 'Bitte wählen Sie ein PNG-, JPEG-, WebP- oder GIF-Bild',
      tooLarge: 'Das Bild darf höchstens 1 MB groß sein',
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
    richText: {
      toolbar: 'Formatierung',
      heading: 'Überschrift',
      bold: 'Fett',
      italic: 'Kursiv',
      underline: 'Unterstrichen',
      strike: 'Durchgestrichen',
      code: 'Code im Text',
      h1: 'Überschrift 1',
      h2: 'Überschrift 2',
      h3: 'Überschrift 3',
      bulletList: 'Aufzählung',
      orderedList: 'Nummerierte Liste',
      blockquote: 'Zitat',
      codeBlock: 'Codeblock',
      horizontalRule: 'Trennlinie',
      link: 'Link',
      unlink: 'Link entfernen',
      clear: 'Formatierung entfernen',
      undo: 'Rückgängig',
      redo: 'Wiederholen',
      linkTitle: 'Link',
      linkAddress: 'Adresse',
      linkHelp: 'https://… oder mailto:…',
      linkInvalid: 'Bitte geben Sie eine vollständige Adresse wie https://example.com ein',
      linkSave: 'Übernehmen',
    },
  },
};
export default de;
