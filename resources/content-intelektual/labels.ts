import type { AreaLabels } from '@/i18n/areaLabels';

const en = {
  name: 'Intellectual content page |||| Intellectual content pages',
  page: {
    list: 'Intellectual content',
    create: 'Add intellectual content',
    edit: 'Edit intellectual content',
  },
  fields: {
    kind: 'Kind',
    authorName: 'Author',
    topics: 'Topics',
    readingMinutes: 'Reading time (minutes)',
  },
  sections: {
    details: 'Details',
  },
  choices: {
    kind: {
      article: 'Article',
      research: 'Research',
      whitepaper: 'White paper',
      'case-study': 'Case study',
      guide: 'Guide',
    },
  },
};

declare module '@/i18n/messageKeys' {
  interface AreaMessages {
    'content-intelektual': typeof en;
  }
}

export default {
  en,
  de: {
    name: 'Fachbeitrag |||| Fachbeiträge',
    fields: {
      kind: 'Art',
      authorName: 'Autor(in)',
      topics: 'Themen',
      readingMinutes: 'Lesezeit (Minuten)',
    },
    sections: {
      details: 'Details',
    },
    choices: {
      kind: {
        article: 'Artikel',
        research: 'Forschung',
        whitepaper: 'Whitepaper',
        'case-study': 'Fallstudie',
        guide: 'Leitfaden',
      },
    },
  },
  fr: {
    name: 'Contenu intellectuel |||| Contenus intellectuels',
    page: {
      create: 'Ajouter un contenu intellectuel',
      edit: 'Modifier le contenu intellectuel',
    },
    fields: {
      kind: 'Type',
      authorName: 'Auteur',
      topics: 'Sujets',
      readingMinutes: 'Temps de lecture (minutes)',
    },
    sections: {
      details: 'Détails',
    },
    choices: {
      kind: {
        article: 'Article',
        research: 'Recherche',
        whitepaper: 'Livre blanc',
        'case-study': 'Étude de cas',
        guide: 'Guide',
      },
    },
  },
  pt: {
    name: 'Conteúdo intelectual |||| Conteúdos intelectuais',
    fields: {
      kind: 'Tipo',
      authorName: 'Autor',
      topics: 'Temas',
      readingMinutes: 'Tempo de leitura (minutos)',
    },
    sections: {
      details: 'Detalhes',
    },
    choices: {
      kind: {
        article: 'Artigo',
        research: 'Investigação',
        whitepaper: 'Livro branco',
        'case-study': 'Estudo de caso',
        guide: 'Guia',
      },
    },
  },
} satisfies AreaLabels<typeof en>;
