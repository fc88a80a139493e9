import type { Translation } from '@/i18n/types';
import type en from './en';

const pt: Translation<typeof en> = {
  resources: {
    activity: {
      name: 'Registo de atividade |||| Atividade',
      page: {
        list: 'Atividade',
        show: 'Registo de atividade',
      },
      fields: {
        area: 'Área',
        recordId: 'Registo',
        action: 'Ação',
        actorId: 'Alterado por',
        actorName: 'Nome',
        changes: 'Alterações',
        field: 'Campo',
        before: 'Antes',
        after: 'Depois',
        createdAt: 'Quando',
      },
      choices: {
        action: {
          create: 'Criado',
          update: 'Alterado',
          delete: 'Movido para o lixo',
          restore: 'Restaurado',
          purge: 'Eliminado definitivamente',
        },
      },
    },
  },
};

export default pt;
