import type { AreaLabels } from '@/i18n/areaLabels';

const en = {
  name: 'About-us page |||| About-us pages',
  page: { list: 'About us' },
  fields: {
    mission: 'Mission',
    vision: 'Vision',
    foundedYear: 'Founded in',
    team: 'Team',
    position: 'Position',
  },
  sections: {
    details: 'Details',
  },
};

declare module '@/i18n/messageKeys' {
  interface AreaMessages {
    'content-about-us': typeof en;
  }
}

export default {
  en,
  de: {
    name: 'Über-uns-Seite |||| Über-uns-Seiten',
    page: { list: 'Über uns' },
    fields: {
      mission: 'Mission',
      vision: 'Vision',
      foundedYear: 'Gegründet',
      team: 'Team',
      position: 'Position',
    },
    sections: {
      details: 'Details',
    },
  },
  fr: {
    name: 'Page à propos |||| Pages à propos',
    page: {
      list: 'À propos',
      create: 'Ajouter une page à propos',
      edit: 'Modifier la page à propos',
    },
    fields: {
      mission: 'Mission',
      vision: 'Vision',
      foundedYear: 'Fondée en',
      team: 'Équipe',
      position: 'Poste',
    },
    sections: {
      details: 'Détails',
    },
  },
  pt: {
    name: 'Página sobre nós |||| Páginas sobre nós',
    page: { list: 'Sobre nós' },
    fields: {
      mission: 'Missão',
      vision: 'Visão',
      foundedYear: 'Fundada em',
      team: 'Equipa',
      position: 'Cargo',
    },
    sections: {
      details: 'Detalhes',
    },
  },
} satisfies AreaLabels<typeof en>;
