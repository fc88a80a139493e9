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
  widgets: {
    code: {
      help: 'Type a code such as de or pt-BR: the language it names shows here',
      names: '%{name} — %{native}',
      unknown: 'No language is known by this code',
    },
  },
  choices: {
    direction: {
      ltr: 'Left to right',
      rtl: 'Right to left',
    },
  },
};

declare module '@/i18n/messageKeys' {
  interface AreaMessages {
    language: typeof en;
  }
}

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
    widgets: {
      code: {
        help: 'Geben Sie einen Code wie de oder pt-BR ein: die Sprache, die er bezeichnet, erscheint hier',
        names: '%{name} — %{native}',
        unknown: 'Unter diesem Code ist keine Sprache bekannt',
      },
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
    widgets: {
      code: {
        help: 'Saisissez un code comme de ou pt-BR : la langue qu’il désigne s’affiche ici',
        names: '%{name} — %{native}',
        unknown: 'Aucune langue n’est connue sous ce code',
      },
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
    widgets: {
      code: {
        help: 'Escreva um código como de ou pt-BR: a língua que designa aparece aqui',
        names: '%{name} — %{native}',
        unknown: 'Nenhuma língua é conhecida por este código',
      },
    },
    choices: {
      direction: {
        ltr: 'Da esquerda para a direita',
        rtl: 'Da direita para a esquerda',
      },
    },
  },
} satisfies AreaLabels<typeof en>;
