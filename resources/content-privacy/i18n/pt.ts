import type { Translation } from '@/i18n/types';
import type en from './en';

const pt: Translation<typeof en> = {
  resources: {
    "content-privacy": {
      name: 'Política de privacidade |||| Políticas de privacidade',
      page: {
        list: 'Políticas de privacidade',
        create: 'Adicionar política de privacidade',
        edit: 'Editar política de privacidade',
        show: 'Política de privacidade',
      },
      fields: {
        policyVersion: 'Versão',
        effectiveDate: 'Data de entrada em vigor',
        contactEmail: 'E-mail de contacto',
      },
      sections: {
        details: 'Detalhes',
      },
    },
  },
};

export default pt;
