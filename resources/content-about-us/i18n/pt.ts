import type { Translation } from '@/i18n/types';
import type en from './en';

const pt: Translation<typeof en> = {
  resources: {
    "content-about-us": {
      name: 'Página sobre nós |||| Sobre nós',
      page: {
        list: 'Sobre nós',
        create: 'Adicionar página sobre nós',
        edit: 'Editar página sobre nós',
        show: 'Página sobre nós',
      },
      fields: {
        mission: 'Missão',
        vision: 'Visão',
        foundedYear: 'Fundada em',
        team: 'Equipa',
        position: 'Cargo',
      },
      sections: {
        details: 'Detalhes',
      },
    },
  },
};

export default pt;
