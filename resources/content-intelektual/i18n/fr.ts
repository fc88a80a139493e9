import type { Translation } from '@/i18n/types';
import type en from './en';

const fr: Translation<typeof en> = {
  resources: {
    "content-intelektual": {
      name: 'Contenu intellectuel |||| Contenus intellectuels',
      page: {
        list: 'Contenus intellectuels',
        create: 'Ajouter un contenu intellectuel',
        edit: 'Modifier le contenu intellectuel',
      },
      fields: {
        kind: 'Type',
        authorName: 'Auteur',
        topics: 'Sujets',
        readingMinutes: 'Temps de lecture (minutes)',
      },
      sections: {
        details: 'Détails',
      },
      choices: {
        kind: {
          article: 'Article',
          research: 'Recherche',
          whitepaper: 'Livre blanc',
          "case-study": 'Étude de cas',
          guide: 'Guide',
        },
      },
    },
  },
};

export default fr;
