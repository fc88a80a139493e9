import type { AreaLabels } from '@/i18n/areaLabels';

const en = {
  name: 'Language |||| Languages',
  fields: {
    code: 'ISO code',
    name: 'Name',
    nativeName: 'Native name',
    direction: 'Writing direction',
    active: 'Active',
    isDefault: 'Default',
  },
  choices: {
    direction: {
      ltr: 'Left to right',
      rtl: 'Right to left',
    },
  },
};

export default {
  en,
  de: {
    name: 'Sprache |||| Sprachen',
    fields: {
      code: 'ISO-Code',
      name: 'Name',
      nativeName: 'Eigenbezeichnung',
      direction: 'Schreibrichtung',
      active: 'Aktiv',
      isDefault: 'Standard',
    },
    choices: {
      direction: {
        ltr: 'Links nach rechts',
        rtl: 'Rechts nach links',
      },
    },
  },
  fr: {
    name: 'Langue |||| Langues',
    page: {
      create: 'Ajouter une langue',
      edit: 'Modifier la langue',
    },
    fields: {
      code: 'Code ISO',
      name: 'Nom',
      nativeName: 'Nom natif',
      direction: 'Sens d’écriture',
      active: 'Active',
      isDefault: 'Par défaut',
    },
    choices: {
      direction: {
        ltr: 'De gauche à droite',
        rtl: 'De droite à gauche',
      },
    },
  },
  pt: {
    name: 'Idioma |||| Idiomas',
    fields: {
      code: 'Código ISO',
      name: 'Nome',
      nativeName: 'Nome nativo',
      direction: 'Sentido da escrita',
      active: 'Ativo',
      isDefault: 'Predefinido',
    },
    choices: {
      direction: {
        ltr: 'Da esquerda para a direita',
        rtl: 'Da direita para a esquerda',
      },
    },
  },
} satisfies AreaLabels<typeof en>;
