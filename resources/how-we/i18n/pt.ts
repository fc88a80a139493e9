import type { Translation } from '@/i18n/types';
import type en from './en';

const pt: Translation<typeof en> = {
  resources: {
    "how-we": {
      name: 'Página de método |||| Como trabalhamos',
      page: {
        list: 'Como trabalhamos',
        create: 'Adicionar página de método',
        edit: 'Editar página de método',
        show: 'Página de método',
      },
      fields: {
        steps: 'Passos',
        description: 'Descrição',
      },
      sections: {
        steps: 'Passos',
      },
    },
  },
};

export default pt;
