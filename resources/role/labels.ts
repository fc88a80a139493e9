import type { AreaLabels } from '@/i18n/areaLabels';

const en = {
  name: 'Role |||| Roles',
  fields: {
    name: 'Name',
    description: 'Description',
    permissions: 'Permissions',
  },
  sections: {
    role: 'Role',
    permissions: 'Permissions',
  },
};

declare module '@/i18n/messageKeys' {
  interface AreaMessages {
    role: typeof en;
  }
}

export default {
  en,
  de: {
    name: 'Rolle |||| Rollen',
    fields: {
      name: 'Name',
      description: 'Beschreibung',
      permissions: 'Berechtigungen',
    },
    sections: {
      role: 'Rolle',
      permissions: 'Berechtigungen',
    },
  },
  fr: {
    name: 'Rôle |||| Rôles',
    page: {
      create: 'Ajouter un rôle',
      edit: 'Modifier le rôle',
    },
    fields: {
      name: 'Nom',
      description: 'Description',
      permissions: 'Autorisations',
    },
    sections: {
      role: 'Rôle',
      permissions: 'Autorisations',
    },
  },
  pt: {
    name: 'Função |||| Funções',
    fields: {
      name: 'Nome',
      description: 'Descrição',
      permissions: 'Permissões',
    },
    sections: {
      role: 'Função',
      permissions: 'Permissões',
    },
  },
} satisfies AreaLabels<typeof en>;
