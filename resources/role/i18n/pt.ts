import type { Translation } from '@/i18n/types';
import type en from './en';

const pt: Translation<typeof en> = {
  resources: {
    role: {
      name: 'Função |||| Funções',
      page: {
        list: 'Funções',
        create: 'Adicionar função',
        edit: 'Editar função',
      },
      fields: {
        name: 'Nome',
        description: 'Descrição',
        permissions: 'Permissões',
      },
      sections: {
        role: 'Função',
        permissions: 'Permissões',
      },
    },
  },
};

export default pt;
