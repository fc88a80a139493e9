import type { Translation } from '@/i18n/types';
import type en from './en';

const fr: Translation<typeof en> = {
  resources: {
    user: {
      name: 'Utilisateur |||| Utilisateurs',
      page: {
        list: 'Utilisateurs',
        create: 'Ajouter un utilisateur',
        edit: 'Modifier l’utilisateur',
        show: 'Utilisateur',
      },
      fields: {
        fullName: 'Nom complet',
        username: 'Nom d’utilisateur',
        email: 'E-mail',
        phone: 'Téléphone',
        companyId: 'Entreprise',
        country: 'Pays',
        status: 'Statut',
      },
      sections: {
        profile: 'Profil',
        organisation: 'Organisation',
      },
    },
  },
};

export default fr;
