import type { Translation } from '@/i18n/types';
import type en from './en';

const pt: Translation<typeof en> = {
  resources: {
    user: {
      name: 'Utilizador |||| Utilizadores',
      page: {
        list: 'Utilizadores',
        create: 'Adicionar utilizador',
        edit: 'Editar utilizador',
        show: 'Utilizador',
      },
      fields: {
        fullName: 'Nome completo',
        username: 'Nome de utilizador',
        email: 'E-mail',
        phone: 'Telefone',
        companyId: 'Empresa',
        country: 'País',
        status: 'Estado',
      },
      sections: {
        profile: 'Perfil',
        organisation: 'Organização',
      },
    },
  },
};

export default pt;
