import type { Translation } from '@/i18n/types';
import type en from './en';

const pt: Translation<typeof en> = {
  resources: {
    admin: {
      name: 'Administrador |||| Administradores',
      page: {
        list: 'Administradores',
        create: 'Adicionar administrador',
        edit: 'Editar administrador',
      },
      fields: {
        fullName: 'Nome completo',
        email: 'E-mail',
        password: 'Palavra-passe',
        roleId: 'Função',
        status: 'Estado',
        avatar: 'Avatar',
        lastSignInAt: 'Último acesso',
      },
      sections: {
        account: 'Conta',
        access: 'Acesso',
      },
    },
  },
};

export default pt;
