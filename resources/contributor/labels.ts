import type { AreaLabels } from '@/i18n/areaLabels';

const en = {
  name: 'Contributor |||| Contributors',
  fields: {
    name: 'Name',
    email: 'E-mail',
    expertise: 'Expertise',
    biography: 'Biography',
    avatar: 'Photo',
    links: 'Links',
    label: 'Label',
    url: 'Address',
  },
  sections: {
    profile: 'Profile',
    biography: 'Biography',
    links: 'Links',
  },
};

declare module '@/i18n/messageKeys' {
  interface AreaMessages {
    contributor: typeof en;
  }
}

export default {
  en,
  de: {
    name: 'Mitwirkende(r) |||| Mitwirkende',
    page: {
      create: 'Mitwirkende hinzufügen',
    },
    fields: {
      name: 'Name',
      email: 'E-Mail',
      expertise: 'Fachgebiete',
      biography: 'Biografie',
      avatar: 'Foto',
      links: 'Links',
      label: 'Bezeichnung',
      url: 'Adresse',
    },
    sections: {
      profile: 'Profil',
      biography: 'Biografie',
      links: 'Links',
    },
  },
  fr: {
    name: 'Contributeur |||| Contributeurs',
    page: {
      create: 'Ajouter un contributeur',
    },
    fields: {
      name: 'Nom',
      email: 'E-mail',
      expertise: 'Expertise',
      biography: 'Biographie',
      avatar: 'Photo',
      links: 'Liens',
      label: 'Libellé',
      url: 'Adresse',
    },
    sections: {
      profile: 'Profil',
      biography: 'Biographie',
      links: 'Liens',
    },
  },
  pt: {
    name: 'Colaborador |||| Colaboradores',
    fields: {
      name: 'Nome',
      email: 'E-mail',
      expertise: 'Especialidades',
      biography: 'Biografia',
      avatar: 'Fotografia',
      links: 'Ligações',
      label: 'Rótulo',
      url: 'Endereço',
    },
    sections: {
      profile: 'Perfil',
      biography: 'Biografia',
      links: 'Ligações',
    },
  },
} satisfies AreaLabels<typeof en>;
