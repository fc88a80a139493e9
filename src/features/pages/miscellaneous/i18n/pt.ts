import type { Translation } from '@/i18n/types';
import type en from './en';

const pt: Translation<typeof en> = {
  misc: {
    menuSection: 'Diversos',
    backHome: 'Voltar ao início',
    notFound: {
      title: 'Página não encontrada',
      heading: 'Página não encontrada',
      subtitle: 'Ups! O endereço pedido não foi encontrado neste servidor.',
    },
    notAuthorized: {
      title: 'Não autorizado',
      heading: 'Não tem autorização!',
      subtitle: 'Não tem permissão para ver esta página. Peça acesso a um administrador.',
      signIn: 'Voltar ao início de sessão',
    },
    maintenance: {
      title: 'Em manutenção',
      heading: 'Em manutenção',
      subtitle: 'Pedimos desculpa pelo incómodo, estamos a fazer manutenção neste momento.',
    },
    error: {
      title: 'Erro',
      heading: 'Erro interno do servidor',
      subtitle: 'Algo correu mal do nosso lado. Tente novamente.',
      retry: 'Tentar novamente',
    },
    comingSoon: {
      title: 'Em breve',
      heading: 'Lançamento em breve',
      subtitle: 'Estamos a criar algo fantástico. Deixe o seu e-mail e avisamos quando estiver pronto.',
      email: 'E-mail',
      notify: 'Avisar-me',
      emailRequired: 'Introduza o seu endereço de e-mail',
      emailInvalid: 'Introduza um endereço de e-mail válido, por exemplo nome@exemplo.com',
      subscribed: 'Obrigado! Vamos escrever para %{email} assim que lançarmos.',
      failed: 'Não foi possível guardar o seu endereço. Tente novamente.',
    },
  },
};
export default pt;
