import type { AreaLabels } from '@/i18n/areaLabels';

const en = {
  name: 'Contribution page |||| Contribution pages',
  page: {
    list: 'Contribute',
  },
  fields: {
    contactEmail: 'Contact e-mail',
    guidelinesUrl: 'Guidelines',
    acceptsSubmissions: 'Accepting submissions',
  },
  sections: {
    details: 'Details',
  },
};

declare module '@/i18n/messageKeys' {
  interface AreaMessages {
    'content-contribute': typeof en;
  }
}

export default {
  en,
  de: {
    name: 'Mitmach-Seite |||| Mitmach-Seiten',
    page: {
      list: 'Mitmachen',
    },
    fields: {
      contactEmail: 'Kontakt-E-Mail',
      guidelinesUrl: 'Richtlinien',
      acceptsSubmissions: 'Nimmt Beiträge an',
    },
    sections: {
      details: 'Details',
    },
  },
  fr: {
    name: 'Page de contribution |||| Pages de contribution',
    page: {
      list: 'Contribuer',
      create: 'Ajouter une page de contribution',
      edit: 'Modifier la page de contribution',
    },
    fields: {
      contactEmail: 'E-mail de contact',
      guidelinesUrl: 'Consignes',
      acceptsSubmissions: 'Accepte les contributions',
    },
    sections: {
      details: 'Détails',
    },
  },
  pt: {
    name: 'Página de contribuição |||| Páginas de contribuição',
    page: {
      list: 'Contribuir',
    },
    fields: {
      contactEmail: 'E-mail de contacto',
      guidelinesUrl: 'Diretrizes',
      acceptsSubmissions: 'Aceita contribuições',
    },
    sections: {
      details: 'Detalhes',
    },
  },
} satisfies AreaLabels<typeof en>;
