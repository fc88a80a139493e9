import type { Translation } from '@/i18n/types';
import type en from './en';

const fr: Translation<typeof en> = {
  resources: {
    activity: {
      name: "Entrée d'activité |||| Activité",
      page: {
        list: 'Activité',
        show: "Entrée d'activité",
      },
      fields: {
        area: 'Domaine',
        recordId: 'Enregistrement',
        action: 'Action',
        actorId: 'Modifié par',
        actorName: 'Nom',
        changes: 'Modifications',
        field: 'Champ',
        before: 'Avant',
        after: 'Après',
        createdAt: 'Quand',
      },
      choices: {
        action: {
          create: 'Créé',
          update: 'Modifié',
          delete: 'Mis à la corbeille',
          restore: 'Restauré',
          purge: 'Supprimé définitivement',
        },
      },
    },
  },
};

export default fr;
