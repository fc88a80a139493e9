import type { Translation } from '@/i18n/types';
import type en from './en';

const pt: Translation<typeof en> = {
  resources: {
    language: {
      name: 'Idioma |||| Idiomas',
      page: {
        list: 'Idiomas',
        create: 'Adicionar idioma',
        edit: 'Editar idioma',
      },
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
  },
};

export default pt;
