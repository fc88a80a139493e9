import type { Translation } from '@/i18n/types';
import type en from './en';

const pt: Translation<typeof en> = {
  cards: {
    menu: 'Cartões',
    basic: {
      title: 'Cartões básicos',
      media: {
        title: 'Cartão com imagem',
        body: 'Uma imagem em cima, um texto curto e ligações em baixo: o cartão mais comum.',
        imageAlt: 'Um gradiente de violeta para ciano',
        shop: 'Visitar a loja',
        faq: 'Ler as perguntas frequentes',
      },
      headerFooter: {
        title: 'Cabeçalho e rodapé',
        subtitle: 'Um subtítulo por baixo do título',
        body: 'O cabeçalho dá nome ao cartão, o corpo tem o conteúdo e o rodapé leva uma nota e uma ação.',
        footer: 'Nota de rodapé',
        action: 'Criar uma fatura',
      },
      list: {
        title: 'Cartão com lista',
        email: 'E-mail',
        emailHint: 'Ler e escrever mensagens',
        chat: 'Conversa',
        chatHint: 'Falar com os seus contactos',
        calendar: 'Calendário',
        calendarHint: 'Planear os seus eventos',
      },
      tabs: {
        label: 'Secções do cartão',
        overview: 'Resumo',
        overviewBody: 'Os separadores dividem um cartão em secções; só a escolhida é mostrada.',
        details: 'Detalhes',
        detailsBody: 'Cada separador tem o seu conteúdo e a mudança é imediata.',
        help: 'Ajuda',
        helpBody: 'Use as setas do teclado para mudar de separador quando um deles tem o foco.',
      },
      align: {
        left: 'Alinhado à esquerda',
        center: 'Centrado',
        right: 'Alinhado à direita',
        body: 'O texto segue o alinhamento do cartão.',
      },
      tones: {
        primary: 'Principal',
        success: 'Sucesso',
        warning: 'Aviso',
        error: 'Perigo',
        info: 'Informação',
        secondary: 'Secundário',
        body: 'Um cartão preenchido com uma cor do tema mantém o texto legível.',
      },
    },
    advance: {
      title: 'Cartões avançados',
      newestUsers: 'Utilizadores mais recentes',
      overdue: 'Faturas vencidas',
      noOverdue: 'Nenhuma fatura está vencida.',
      dueOn: 'Vence a %{date}',
      viewAll: 'Ver tudo',
    },
    statistic: {
      title: 'Cartões de estatísticas',
      areaCharts: 'Com gráficos de área',
      lineCharts: 'Com gráficos de linhas',
    },
    analytic: { title: 'Cartões de análise' },
    action: {
      title: 'Ações dos cartões',
      fold: 'Recolher o cartão',
      unfold: 'Expandir o cartão',
      reload: 'Recarregar os dados',
      remove: 'Remover o cartão',
      showAll: 'Mostrar todos os cartões',
      removedCount: '%{smart_count} cartão removido |||| %{smart_count} cartões removidos',
      updatedAt: 'Dados carregados às %{time}',
      collapse: { title: 'Recolher', body: 'A seta recolhe o cartão até ao cabeçalho e volta a expandi-lo.' },
      refresh: { title: 'Recarregar', body: 'A seta circular volta a obter os dados do cartão.' },
      close: { title: 'Remover', body: 'A cruz remove o cartão; “Mostrar todos os cartões” traz-o de volta.' },
      all: { title: 'Todas as ações', body: 'Este cartão pode ser recolhido, recarregado e removido.' },
    },
  },
};
export default pt;
