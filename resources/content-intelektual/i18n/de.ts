import type { Translation } from '@/i18n/types';
import type en from './en';

const de: Translation<typeof en> = {
  resources: {
    "content-intelektual": {
      name: 'Fachbeitrag |||| Fachbeiträge',
      page: {
        list: 'Fachbeiträge',
        create: 'Fachbeitrag hinzufügen',
        edit: 'Fachbeitrag bearbeiten',
      },
      fields: {
        kind: 'Art',
        authorName: 'Autor(in)',
        topics: 'Themen',
        readingMinutes: 'Lesezeit (Minuten)',
      },
      sections: {
        details: 'Details',
      },
      choices: {
        kind: {
          article: 'Artikel',
          research: 'Forschung',
          whitepaper: 'Whitepaper',
          "case-study": 'Fallstudie',
          guide: 'Leitfaden',
        },
      },
    },
  },
};

export default de;
