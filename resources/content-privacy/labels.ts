import type { AreaLabels } from '@/i18n/areaLabels';

const en = {
  name: 'Privacy policy |||| Privacy policies',
  fields: {
    policyVersion: 'Version',
    effectiveDate: 'Effective date',
    contactEmail: 'Contact e-mail',
  },
  sections: {
    details: 'Details',
  },
};

declare module '@/i18n/messageKeys' {
  interface AreaMessages {
    'content-privacy': typeof en;
  }
}

export default {
  en,
  de: {
    name: 'Datenschutzerklärung |||| Datenschutzerklärungen',
    fields: {
      policyVersion: 'Version',
      effectiveDate: 'Gültig ab',
      contactEmail: 'Kontakt-E-Mail',
    },
    sections: {
      details: 'Details',
    },
  },
  fr: {
    name: 'Politique de confidentialité |||| Politiques de confidentialité',
    page: {
      create: 'Ajouter une politique de confidentialité',
      edit: 'Modifier la politique de confidentialité',
    },
    fields: {
      policyVersion: 'Version',
      effectiveDate: 'Date d’entrée en vigueur',
      contactEmail: 'E-mail de contact',
    },
    sections: {
      details: 'Détails',
    },
  },
  pt: {
    name: 'Política de privacidade |||| Políticas de privacidade',
    fields: {
      policyVersion: 'Versão',
      effectiveDate: 'Data de entrada em vigor',
      contactEmail: 'E-mail de contacto',
    },
    sections: {
      details: 'Detalhes',
    },
  },
} satisfies AreaLabels<typeof en>;
