import type { Translation } from '@/i18n/types';
import type en from './en';

const fr: Translation<typeof en> = {
  resources: {
    "content-about-us": {
      name: 'Page à propos |||| À propos',
      page: {
        list: 'À propos',
        create: 'Ajouter une page à propos',
        edit: 'Modifier la page à propos',
        show: 'Page à propos',
      },
      fields: {
        mission: 'Mission',
        vision: 'Vision',
        foundedYear: 'Fondée en',
        team: 'Équipe',
        position: 'Poste',
      },
      sections: {
        details: 'Détails',
      },
    },
  },
};

export default fr;
