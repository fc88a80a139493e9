import type { Translation } from '@/i18n/types';
import type en from './en';

const pt: Translation<typeof en> = {
  resources: {
    "content-contribute": {
      name: 'Página de contribuição |||| Páginas de contribuição',
      page: {
        list: 'Contribuir',
        create: 'Adicionar página de contribuição',
        edit: 'Editar página de contribuição',
        show: 'Página de contribuição',
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
  },
};

export default pt;
