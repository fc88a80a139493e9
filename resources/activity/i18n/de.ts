import type { Translation } from '@/i18n/types';
import type en from './en';

const de: Translation<typeof en> = {
  resources: {
    activity: {
      name: 'Aktivitätseintrag |||| Aktivität',
      page: {
        list: 'Aktivität',
        show: 'Aktivitätseintrag',
      },
      fields: {
        area: 'Bereich',
        recordId: 'Datensatz',
        action: 'Aktion',
        actorId: 'Geändert von',
        actorName: 'Name',
        changes: 'Änderungen',
        field: 'Feld',
        before: 'Vorher',
        after: 'Nachher',
        createdAt: 'Wann',
      },
      choices: {
        action: {
          create: 'Erstellt',
          update: 'Geändert',
          delete: 'In den Papierkorb verschoben',
          restore: 'Wiederhergestellt',
          purge: 'Endgültig gelöscht',
        },
      },
    },
  },
};

export default de;
