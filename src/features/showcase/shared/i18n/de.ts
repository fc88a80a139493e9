import type { Translation } from '@/i18n/types';
import type en from './en';

const de: Translation<typeof en> = {
  showcaseShared: {
    showCode: 'Code anzeigen',
    close: 'Schließen',
    hideCode: 'Code ausblenden',
    copy: 'Kopieren',
    copied: 'In die Zwischenablage kopiert.',
    copyFailed: 'Kopieren nicht möglich. Markieren Sie den Text und drücken Sie Strg+C.',
    colors: {
      primary: 'Primär',
      secondary: 'Sekundär',
      success: 'Erfolg',
      error: 'Gefahr',
      warning: 'Warnung',
      info: 'Info',
    },
    severities: { success: 'Erfolg', info: 'Info', warning: 'Warnung', error: 'Fehler' },
    sizes: { small: 'Klein', medium: 'Mittel', large: 'Groß' },
  },
};
export default de;
