import type { Translation } from '@/i18n/types';
import type en from './en';

const de: Translation<typeof en> = {
  resources: {
    language: {
      name: 'Sprache |||| Sprachen',
      page: {
        list: 'Sprachen',
        create: 'Sprache hinzufügen',
        edit: 'Sprache bearbeiten',
      },
      fields: {
        code: 'ISO-Code',
        name: 'Name',
        nativeName: 'Eigenbezeichnung',
        direction: 'Schreibrichtung',
        active: 'Aktiv',
        isDefault: 'Standard',
      },
      widgets: {
        code: {
          help: 'Geben Sie einen Code wie de oder pt-BR ein: die Sprache, die er bezeichnet, erscheint hier',
          names: '%{name} — %{native}',
          unknown: 'Unter diesem Code ist keine Sprache bekannt',
        },
      },
      choices: {
        direction: {
          ltr: 'Links nach rechts',
          rtl: 'Rechts nach links',
        },
      },
    },
  },
};

export default de;
