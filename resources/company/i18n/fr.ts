import type { Translation } from '@/i18n/types';
import type en from './en';

const fr: Translation<typeof en> = {
  resources: {
    company: {
      name: 'Entreprise |||| Entreprises',
      page: {
        list: 'Entreprises',
        create: 'Ajouter une entreprise',
        edit: 'Modifier l’entreprise',
        show: 'Entreprise',
      },
      fields: {
        name: 'Nom',
        logo: 'Logo',
        industry: 'Secteur',
        website: 'Site web',
        email: 'E-mail',
        phone: 'Téléphone',
        address: 'Adresse',
        country: 'Pays',
        description: 'Description',
      },
      sections: {
        identity: 'Identité',
        contact: 'Contact',
      },
      choices: {
        industry: {
          technology: 'Technologie',
          finance: 'Finance',
          health: 'Santé',
          education: 'Éducation',
          retail: 'Commerce',
          manufacturing: 'Industrie',
          media: 'Médias',
          logistics: 'Logistique',
          energy: 'Énergie',
          hospitality: 'Hôtellerie',
        },
      },
    },
  },
};

export default fr;
