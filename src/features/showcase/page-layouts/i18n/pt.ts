import type { Translation } from '@/i18n/types';
import type en from './en';

const pt: Translation<typeof en> = {
  showcasePageLayouts: {
    menu: 'Esquemas de página',
    routeEntry: 'A entrada de rota que o faz',
    effective: 'Definições em vigor nesta página',
    scope: 'Só esta rota muda: as suas definições de esquema ficam intactas e voltam em todas as outras páginas.',
    others: 'Outros esquemas',
    home: 'Voltar ao início',
    collapsedMenu: {
      title: 'Menu recolhido',
      heading: 'Menu recolhido',
      summary: 'O menu vertical encolhe até aos ícones e dá a largura ao conteúdo.',
      points: {
        one: 'Só se veem os ícones do menu; passe o rato por cima para o ver completo.',
        two: 'Cada ícone mantém a sua dica, por isso cada página continua a um clique.',
        three: 'Útil para tabelas e quadros largos que precisam de espaço.',
      },
    },
    boxedLayout: {
      title: 'Esquema em caixa',
      heading: 'Esquema em caixa',
      summary: 'O conteúdo mantém uma largura máxima confortável, centrado em ecrãs grandes.',
      points: {
        one: 'As linhas de texto continuam fáceis de ler em monitores muito largos.',
        two: 'O menu e a barra de navegação ficam onde estão.',
        three: 'Em ecrãs pequenos comporta-se como o esquema de largura total.',
      },
    },
    withoutMenu: {
      title: 'Sem menu',
      heading: 'Esquema sem menu',
      summary: 'Sem menu lateral: a barra de navegação fica, e o conteúdo ocupa toda a largura.',
      points: {
        one: 'Bom para tarefas focadas, como um pagamento ou um assistente.',
        two: 'A pesquisa da barra de navegação continua a encontrar todas as páginas.',
        three: 'O logótipo passa para a barra de navegação.',
      },
    },
    layoutEmpty: {
      title: 'Esquema vazio',
      heading: 'Esquema vazio',
      summary: 'O menu fica, mas não há barra de navegação nem rodapé.',
      points: {
        one: 'A página fica com toda a altura do ecrã.',
        two: 'Prático para ferramentas de altura total, como um chat ou um calendário.',
        three: 'Use o menu, ou os botões abaixo, para sair da página.',
      },
    },
    layoutBlank: {
      title: 'Esquema em branco',
      heading: 'Esquema em branco',
      summary: 'Sem menu, barra de navegação nem rodapé: só a página, como nas páginas de entrada e de erro.',
      points: {
        one: "A entrada de rota diz layout: 'full', por isso a página aparece fora da moldura da aplicação.",
        two: 'O aspeto e o idioma continuam a aplicar-se.',
        three: 'Use os botões abaixo para voltar à aplicação.',
      },
    },
  },
};
export default pt;
