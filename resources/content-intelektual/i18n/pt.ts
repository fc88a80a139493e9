import type { Translation } from '@/i18n/types';
import type en from './en';

const pt: Translation<typeof en> = {
  resources: {
    "content-intelektual": {
      name: 'Conteúdo intelectual |||| Conteúdos intelectuais',
      page: {
        list: 'Conteúdos intelectuais',
        create: 'Adicionar conteúdo intelectual',
        edit: 'Editar conteúdo intelectual',
      },
      fields: {
        kind: 'Tipo',
        authorName: 'Autor',
        topics: 'Temas',
        readingMinutes: 'Tempo de leitura (minutos)',
      },
      sections: {
        details: 'Detalhes',
      },
      choices: {
        kind: {
          article: 'Artigo',
          research: 'Investigação',
          whitepaper: 'Livro branco',
          "case-study": 'Estudo de caso',
          guide: 'Guia',
        },
      },
    },
  },
};

export default pt;
