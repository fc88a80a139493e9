import type { AreaLabels } from '@/i18n/areaLabels';

const en = {
  name: 'How-we-work page |||| How-we-work pages',
  page: { list: 'How we work' },
  fields: {
    steps: 'Steps',
    description: 'Description',
  },
  sections: {
    steps: 'Steps',
  },
};

declare module '@/i18n/messageKeys' {
  interface AreaMessages {
    'how-we': typeof en;
  }
}

export default {
  en,
  de: {
    name: 'Arbeitsweise-Seite |||| Arbeitsweise-Seiten',
    page: { list: 'So arbeiten wir' },
    fields: {
      steps: 'Schritte',
      description: 'Beschreibung',
    },
    sections: {
      steps: 'Schritte',
    },
  },
  fr: {
    name: 'Page méthode |||| Pages méthode',
    page: {
      list: 'Notre méthode',
      create: 'Ajouter une page méthode',
      edit: 'Modifier la page méthode',
    },
    fields: {
      steps: 'Étapes',
      description: 'Description',
    },
    sections: {
      steps: 'Étapes',
    },
  },
  pt: {
    name: 'Página de método |||| Páginas de método',
    page: { list: 'Como trabalhamos' },
    fields: {
      steps: 'Passos',
      description: 'Descrição',
    },
    sections: {
      steps: 'Passos',
    },
  },
} satisfies AreaLabels<typeof en>;
