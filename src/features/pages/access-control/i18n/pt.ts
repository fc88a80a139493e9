import type { Translation } from '@/i18n/types';
import type en from './en';

const pt: Translation<typeof en> = {
  acl: {
    title: 'Controlo de acesso',
    commonTitle: 'As suas permissões',
    commonBody: 'Sessão iniciada como %{role}. Estas são as ações permitidas; menus, botões e páginas seguem-nas.',
    abilities: 'Capacidades',
    action: 'Ação',
    subject: 'Assunto',
    everything: 'Tudo',
    permission: 'O que pode fazer',
    rule: {
      read: 'Ver: %{subject}',
      store: 'Adicionar: %{subject}',
      edit: 'Alterar: %{subject}',
      delete: 'Eliminar: %{subject}',
      manage: 'Fazer tudo: %{subject}',
    },
    subjects: {
      all: 'tudo',
      ACL: 'a página de controlo de acessos',
      Auth: 'a sua própria conta e perfil',
      Analytics: 'as análises',
    },
    analyticsTitle: 'Apenas para quem pode ler análises',
    analyticsBody: 'Este cartão aparece porque pode ler análises.',
    analyticsHidden: 'Um cartão para quem pode ler análises está oculto para si.',
  },
};
export default pt;
