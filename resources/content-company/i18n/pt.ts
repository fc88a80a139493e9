import type { Translation } from '@/i18n/types';
import type en from './en';

const pt: Translation<typeof en> = {
  resources: {
    "content-company": {
      name: 'Página da empresa |||| Páginas da empresa',
      page: {
        list: 'Conteúdo da empresa',
        create: 'Adicionar página da empresa',
        edit: 'Editar página da empresa',
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
  },
};

export default pt;
