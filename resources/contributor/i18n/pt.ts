import type { Translation } from '@/i18n/types';
import type en from './en';

const pt: Translation<typeof en> = {
  resources: {
    contributor: {
      name: 'Colaborador |||| Colaboradores',
      page: {
        list: 'Colaboradores',
        create: 'Adicionar colaborador',
        show: 'Colaborador',
      },
      fields: {
        name: 'Nome',
        email: 'E-mail',
        expertise: 'Especialidades',
        biography: 'Biografia',
        avatar: 'Fotografia',
        links: 'Ligações',
        label: 'Rótulo',
        url: 'Endereço',
      },
      sections: {
        profile: 'Perfil',
        biography: 'Biografia',
        links: 'Ligações',
      },
    },
  },
};

export default pt;
