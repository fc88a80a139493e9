import type { AreaLabels } from '@/i18n/areaLabels';

const en = {
  name: 'Company page |||| Company pages',
  page: {
    list: 'Company content',
  },
  fields: {
    section: 'Section',
    highlights: 'Key figures',
    label: 'Label',
    value: 'Value',
  },
  sections: {
    details: 'Details',
  },
  choices: {
    section: {
      overview: 'Overview',
      history: 'History',
      leadership: 'Leadership',
      careers: 'Careers',
      press: 'Press',
      partners: 'Partners',
    },
  },
};

declare module '@/i18n/messageKeys' {
  interface AreaMessages {
    'content-company': typeof en;
  }
}

export default {
  en,
  de: {
    name: 'Unternehmensseite |||| Unternehmensseiten',
    page: {
      list: 'Unternehmensinhalte',
    },
    fields: {
      section: 'Bereich',
      highlights: 'Kennzahlen',
      label: 'Bezeichnung',
      value: 'Wert',
    },
    sections: {
      details: 'Details',
    },
    choices: {
      section: {
        overview: 'Überblick',
        history: 'Geschichte',
        leadership: 'Leitung',
        careers: 'Karriere',
        press: 'Presse',
        partners: 'Partner',
      },
    },
  },
  fr: {
    name: 'Page entreprise |||| Pages entreprise',
    page: {
      list: 'Contenu de l’entreprise',
      create: 'Ajouter une page entreprise',
      edit: 'Modifier la page entreprise',
    },
    fields: {
      section: 'Rubrique',
      highlights: 'Chiffres clés',
      label: 'Libellé',
      value: 'Valeur',
    },
    sections: {
      details: 'Détails',
    },
    choices: {
      section: {
        overview: 'Présentation',
        history: 'Histoire',
        leadership: 'Direction',
        careers: 'Carrières',
        press: 'Presse',
        partners: 'Partenaires',
      },
    },
  },
  pt: {
    name: 'Página da empresa |||| Páginas da empresa',
    page: {
      list: 'Conteúdo da empresa',
    },
    fields: {
      section: 'Secção',
      highlights: 'Números-chave',
      label: 'Rótulo',
      value: 'Valor',
    },
    sections: {
      details: 'Detalhes',
    },
    choices: {
      section: {
        overview: 'Visão geral',
        history: 'História',
        leadership: 'Liderança',
        careers: 'Carreiras',
        press: 'Imprensa',
        partners: 'Parceiros',
      },
    },
  },
} satisfies AreaLabels<typeof en>;
