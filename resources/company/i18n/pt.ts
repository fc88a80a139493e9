import type { Translation } from '@/i18n/types';
import type en from './en';

const pt: Translation<typeof en> = {
  resources: {
    company: {
      name: 'Empresa |||| Empresas',
      page: {
        list: 'Empresas',
        create: 'Adicionar empresa',
        edit: 'Editar empresa',
        show: 'Empresa',
      },
      fields: {
        name: 'Nome',
        logo: 'Logótipo',
        industry: 'Setor',
        website: 'Site',
        email: 'E-mail',
        phone: 'Telefone',
        address: 'Morada',
        country: 'País',
        description: 'Descrição',
      },
      sections: {
        identity: 'Identidade',
        contact: 'Contacto',
      },
      choices: {
        industry: {
          technology: 'Tecnologia',
          finance: 'Finanças',
          health: 'Saúde',
          education: 'Educação',
          retail: 'Comércio',
          manufacturing: 'Indústria',
          media: 'Media',
          logistics: 'Logística',
          energy: 'Energia',
          hospitality: 'Hotelaria',
        },
      },
    },
  },
};

export default pt;
