import type { Translation } from '@/i18n/types';
import type en from './en';

const de: Translation<typeof en> = {
  resources: {
    "content-contribute": {
      name: 'Mitmach-Seite |||| Mitmach-Seiten',
      page: {
        list: 'Mitmachen',
        create: 'Mitmach-Seite hinzufügen',
        edit: 'Mitmach-Seite bearbeiten',
        show: 'Mitmach-Seite',
      },
      fields: {
        contactEmail: 'Kontakt-E-Mail',
        guidelinesUrl: 'Richtlinien',
        acceptsSubmissions: 'Nimmt Beiträge an',
      },
      sections: {
        details: 'Details',
      },
    },
  },
};

export default de;
