import type { AreaLabels } from '@/i18n/areaLabels';

const en = {
  name: 'How-we-work page |||| How we work',
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
    name: 'Arbeitsweise-Seite |||| So arbeiten wir',
    fields: {
      steps: 'Schritte',
      description: 'Beschreibung',
    },
    sections: {
      steps: 'Schritte',
    },
  },
  fr: {
    name: 'Page méthode |||| Notre méthode',
    page: {
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
    name: 'Página de método |||| Como trabalhamos',
    fields: {
      steps: 'Passos',
      description: 'Descrição',
    },
    sections: {
      steps: 'Passos',
    },
  },
} satisfies AreaLabels<typeof en>;
