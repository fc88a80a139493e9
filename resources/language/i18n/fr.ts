import type { Translation } from '@/i18n/types';
import type en from './en';

const fr: Translation<typeof en> = {
  resources: {
    language: {
      name: 'Langue |||| Langues',
      page: {
        list: 'Langues',
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
  },
};

export default fr;
