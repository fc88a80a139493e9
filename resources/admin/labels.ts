import type { AreaLabels } from '@/i18n/areaLabels';

const en = {
  name: 'Administrator |||| Administrators',
  fields: {
    fullName: 'Full name',
    email: 'E-mail',
    password: 'Password',
    roleId: 'Role',
    status: 'Status',
    avatar: 'Avatar',
    lastSignInAt: 'Last sign-in',
  },
  sections: {
    account: 'Account',
    access: 'Access',
  },
};

declare module '@/i18n/messageKeys' {
  interface AreaMessages {
    admin: typeof en;
  }
}

export default {
  en,
  de: {
    name: 'Administrator |||| Administratoren',
    fields: {
      fullName: 'Vollständiger Name',
      email: 'E-Mail',
      password: 'Passwort',
      roleId: 'Rolle',
      status: 'Status',
      avatar: 'Profilbild',
      lastSignInAt: 'Letzte Anmeldung',
    },
    sections: {
      account: 'Konto',
      access: 'Zugriff',
    },
  },
  fr: {
    name: 'Administrateur |||| Administrateurs',
    page: {
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
  pt: {
    name: 'Administrador |||| Administradores',
    fields: {
      fullName: 'Nome completo',
      email: 'E-mail',
      password: 'Palavra-passe',
      roleId: 'Função',
      status: 'Estado',
      avatar: 'Avatar',
      lastSignInAt: 'Último acesso',
    },
    sections: {
      account: 'Conta',
      access: 'Acesso',
    },
  },
} satisfies AreaLabels<typeof en>;
