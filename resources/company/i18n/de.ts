import type { Translation } from '@/i18n/types';
import type en from './en';

const de: Translation<typeof en> = {
  resources: {
    company: {
      name: 'Unternehmen |||| Unternehmen',
      page: {
        list: 'Unternehmen',
        create: 'Unternehmen hinzufügen',
        edit: 'Unternehmen bearbeiten',
        show: 'Unternehmen',
      },
      fields: {
        name: 'Name',
        logo: 'Logo',
        industry: 'Branche',
        website: 'Website',
        email: 'E-Mail',
        phone: 'Telefon',
        address: 'Adresse',
        country: 'Land',
        description: 'Beschreibung',
      },
      sections: {
        identity: 'Identität',
        contact: 'Kontakt',
      },
      choices: {
        industry: {
          technology: 'Technologie',
          finance: 'Finanzen',
          health: 'Gesundheit',
          education: 'Bildung',
          retail: 'Einzelhandel',
          manufacturing: 'Industrie',
          media: 'Medien',
          logistics: 'Logistik',
          energy: 'Energie',
          hospitality: 'Gastgewerbe',
        },
      },
    },
  },
};

export default de;
