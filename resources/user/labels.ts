import type { AreaLabels } from '@/i18n/areaLabels';

const en = {
  name: 'User |||| Users',
  fields: {
    fullName: 'Full name',
    username: 'Username',
    email: 'E-mail',
    phone: 'Phone',
    companyId: 'Company',
    country: 'Country',
    status: 'Status',
  },
  sections: {
    profile: 'Profile',
    organisation: 'Organisation',
  },
};

declare module '@/i18n/messageKeys' {
  interface AreaMessages {
    user: typeof en;
  }
}

export default {
  en,
  de: {
    name: 'Benutzer |||| Benutzer',
    fields: {
      fullName: 'Vollständiger Name',
      username: 'Benutzername',
      email: 'E-Mail',
      phone: 'Telefon',
      companyId: 'Unternehmen',
      country: 'Land',
      status: 'Status',
    },
    sections: {
      profile: 'Profil',
      organisation: 'Organisation',
    },
  },
  fr: {
    name: 'Utilisateur |||| Utilisateurs',
    page: {
      create: 'Ajouter un utilisateur',
      edit: 'Modifier l’utilisateur',
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
  pt: {
    name: 'Utilizador |||| Utilizadores',
    fields: {
      fullName: 'Nome completo',
      username: 'Nome de utilizador',
      email: 'E-mail',
      phone: 'Telefone',
      companyId: 'Empresa',
      country: 'País',
      status: 'Estado',
    },
    sections: {
      profile: 'Perfil',
      organisation: 'Organização',
    },
  },
} satisfies AreaLabels<typeof en>;
