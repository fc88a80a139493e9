import type { Translation } from '@/i18n/types';
import type en from './en';

const pt: Translation<typeof en> = {
  chatApp: {
    title: 'Chat',
    search: 'Pesquisar conversas e contactos',
    loading: 'A carregar conversas',
    chats: 'Conversas',
    contacts: 'Contactos',
    noChats: 'Nenhuma conversa encontrada',
    noContacts: 'Nenhum contacto encontrado',
    unseen: '%{smart_count} mensagem não lida |||| %{smart_count} mensagens não lidas',
    statusOf: '%{name}: %{status}',
    status: { online: 'Online', busy: 'Não incomodar', away: 'Ausente', offline: 'Offline' },
    start: { title: 'Iniciar uma conversa', hint: 'Escolha uma conversa ou um contacto.' },
    messages: 'Mensagens com %{name}',
    firstMessage: 'Ainda não há mensagens com %{name}. Diga olá!',
    placeholder: 'Escreva a sua mensagem',
    messageLabel: 'Mensagem para %{name}',
    send: 'Enviar',
    contact: { open: 'Detalhes do contacto', title: 'Contacto', close: 'Fechar detalhes do contacto' },
    profile: {
      open: 'O meu perfil',
      title: 'O meu perfil',
      close: 'Fechar o meu perfil',
      about: 'Sobre',
      aboutHint: 'Guardado ao sair do campo',
      aboutTooLong: 'No máximo %{max} caracteres',
      status: 'Estado',
      settings: 'Definições',
      twoStep: 'Verificação em dois passos',
      notifications: 'Notificações',
      saved: 'Perfil guardado',
    },
    errors: {
      empty: 'Escreva uma mensagem',
      tooLong: 'Uma mensagem deve ter no máximo %{max} caracteres',
      sendFailed: 'Não foi possível enviar a mensagem. Tente novamente.',
      saveFailed: 'Não foi possível guardar a alteração. Tente novamente.',
    },
  },
};
export default pt;
