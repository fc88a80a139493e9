import type { Translation } from '@/i18n/types';
import type en from './en';

const pt: Translation<typeof en> = {
  showcaseUi: {
    menu: 'Interface do utilizador',
    typography: {
      title: 'Tipografia',
      sample: 'Luís argüia à Júlia que «brações, fé, chá, óxido, pôr, zângão» eram palavras do português.',
      headings: {
        title: 'Títulos',
        subtitle: 'Seis níveis de título; variant escolhe o aspeto e component o significado.',
        text: 'Título da página',
      },
      text: {
        title: 'Corpo de texto e texto pequeno',
        subtitle: 'Subtítulos, corpo de texto, legendas, sobretítulos e texto de botão.',
      },
      colors: {
        title: 'Cores do texto',
        subtitle: 'As cores do tema adaptam-se a cada aspeto; use text.secondary para texto de apoio.',
      },
      styles: {
        title: 'Pesos e estilos',
        subtitle: 'Pesos de letra, ênfase, texto realçado, código no texto e teclas.',
        weight: 'Peso de letra %{weight}',
        italic: 'Texto em itálico para ênfase',
        underline: 'Texto sublinhado',
        strike: 'Texto que já não se aplica',
        markBefore: 'Realce a',
        mark: 'parte importante',
        codeBefore: 'Código no texto:',
        kbdBefore: 'Abra a pesquisa com',
        small: 'Letra pequena, para notas e textos legais.',
      },
      align: {
        title: 'Alinhamento e excesso',
        subtitle: 'Início, centro e fim seguem o sentido de leitura; um texto longo pode ser cortado com reticências.',
        start: 'Alinhado ao início',
        center: 'Centrado',
        end: 'Alinhado ao fim',
        noWrap: 'Uma linha com reticências',
        clamp: 'No máximo duas linhas',
        long: 'Esta frase é propositadamente longa para não caber numa só linha do cartão, o que mostra como o texto é cortado com reticências quando não há espaço suficiente para o mostrar todo.',
      },
      blocks: {
        title: 'Listas e citações',
        subtitle: 'Listas com marcas e numeradas, e uma citação com o autor.',
        one: 'Desenhar o esquema',
        two: 'Declarar o recurso',
        three: 'Deixar gerar os ecrãs',
        quote: 'A simplicidade é pré-requisito da fiabilidade.',
        author: 'Edsger W. Dijkstra',
      },
    },
    colors: {
      title: 'Cores',
      copy: 'Copiar %{name}: %{value}',
      copied: '%{value} copiado.',
      names: {
        primary: 'Primária',
        secondary: 'Secundária',
        success: 'Sucesso',
        error: 'Erro',
        warning: 'Aviso',
        info: 'Informação',
      },
      skin: {
        title: 'Aspeto',
        subtitle: 'Cada cor abaixo é lida do tema atual. Mude o aspeto e veja-as mudar.',
        label: 'Aspeto',
        light: 'Claro',
        dark: 'Escuro',
        bordered: 'Com contornos',
        'semi-dark': 'Semiescuro',
        current: 'Aspeto: %{skin}; o conteúdo usa a paleta %{mode}.',
        mode: { light: 'clara', dark: 'escura' },
      },
      main: {
        title: 'Cores do tema',
        subtitle:
          'Tons claro, principal e escuro de cada cor, com o texto de contraste. Clique numa cor para a copiar.',
      },
      neutral: {
        title: 'Texto, fundos e estados',
        subtitle: 'As cores do texto, das superfícies, dos separadores e dos estados ao passar o rato ou selecionado.',
      },
      grey: { title: 'Cinzentos', subtitle: 'A escala de cinzentos de 50 a 900.' },
    },
    feather: {
      title: 'Ícones',
      search: {
        title: 'Galeria de ícones',
        subtitle:
          '%{count} ícones Material prontos a usar. Pesquise pelo nome em inglês e clique num ícone para copiar a linha de importação.',
        label: 'Pesquisar ícones',
        placeholder: 'p. ex. arrow, mail, person',
        size: 'Tamanho dos ícones',
        count: '%{shown} de %{total} ícones',
      },
      list: 'Ícones',
      copy: 'Copiar a importação do ícone %{name}',
      copyHint: 'Clique para copiar a linha de importação',
      copied: 'Copiado:',
      copyFailed: 'Não foi possível copiar. Selecione a linha e prima Ctrl+C:',
      empty: 'Nenhum ícone corresponde a «%{query}».',
    },
  },
};
export default pt;
