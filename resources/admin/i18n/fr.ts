import type { Translation } from '@/i18n/types';
import type en from './en';

const fr: Translation<typeof en> = {
  resources: {
    admin: {
      name: 'Administrateur |||| Administrateurs',
      page: {
        list: 'Administrateurs',
        create: 'Ajouter un administrateur',
        edit: 'Modifier l’administrateur',
      },
      fields: {
        fullName: 'Nom complet',
        email: 'E-mail',
        password: 'Mot de passe',
        roleId: 'Rôle',
        status: 'Statut',
        avatar: 'Avatar',
        lastSignInAt: 'Dernière connexion',
      },
      sections: {
        account: 'Compte',
        access: 'Accès',
      },
    },
  },
};

export default fr;
