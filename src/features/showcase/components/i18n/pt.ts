import type { Translation } from '@/i18n/types';
import type en from './en';

const pt: Translation<typeof en> = {
  showcaseComponents: {
    menu: 'Componentes',
    alert: {
      title: 'Alerta',
      severities: {
        title: 'Níveis de gravidade', subtitle: 'A gravidade define a cor e o ícone: escolha a que corresponde à mensagem.',
        success: 'As suas alterações foram guardadas.', info: 'Está disponível uma nova versão.',
        warning: 'A sua subscrição termina dentro de 3 dias.', error: 'Não foi possível processar o pagamento.',
      },
      variants: {
        title: 'Variantes', subtitle: 'Padrão, com contorno ou preenchido: a mesma mensagem com mais ou menos peso.',
        standard: 'Alerta padrão', outlined: 'Alerta com contorno', filled: 'Alerta preenchido',
      },
      dismissible: {
        title: 'Dispensáveis', subtitle: 'Cada alerta fecha-se com o seu botão; Repor trá-los de volta.',
        first: 'Pode fechar esta mensagem.', second: 'E esta também.', restore: 'Repor alertas', allClosed: 'Todos os alertas estão fechados.',
      },
      countdown: {
        title: 'Fecho automático', subtitle: 'O alerta fecha-se sozinho quando a contagem chega a zero.',
        start: 'Mostrar durante %{seconds} segundos',
        message: 'Este alerta fecha-se dentro de %{smart_count} segundo |||| Este alerta fecha-se dentro de %{smart_count} segundos',
      },
      actions: {
        title: 'Ações e ícones', subtitle: 'Coloque um botão no alerta, mude o ícone ou retire-o.',
        archived: 'A conversa foi arquivada.', undo: 'Anular', restored: 'A conversa voltou à caixa de entrada.',
        customIcon: 'Um ícone próprio pode dizer mais do que o predefinido.', noIcon: 'Este alerta não tem ícone.',
      },
      visibility: {
        title: 'Mostrar e ocultar', subtitle: 'Ligue o alerta a um estado para que só apareça quando se aplica.',
        toggle: 'Mostrar o alerta', message: 'Visível porque o interruptor está ligado.',
      },
    },
    aspect: {
      title: 'Proporção',
      ratios: { title: 'Proporções comuns', subtitle: 'A propriedade CSS aspect-ratio mantém a altura proporcional à largura.' },
      resize: {
        title: 'Experimente', subtitle: 'Escolha uma proporção e uma largura: a imagem mantém as proporções.',
        ratio: 'Proporção', width: 'Largura: %{percent}%', alt: 'Paisagem de exemplo recortada na proporção escolhida',
      },
    },
    avatar: {
      title: 'Avatar',
      sizes: { title: 'Tamanhos', subtitle: 'Defina largura e altura; com iniciais, ajuste também a letra.' },
      variants: {
        title: 'Formas e cores', subtitle: 'Circular, arredondado ou quadrado, em qualquer cor da paleta.',
        circular: 'Circular', rounded: 'Arredondado', square: 'Quadrado',
      },
      content: { title: 'Conteúdo', subtitle: 'Uma imagem, iniciais ou um ícone.' },
      group: {
        title: 'Grupo', subtitle: 'Empilhe avatares; acima do máximo, um contador mostra quantos faltam.',
        members: '%{smart_count} membro |||| %{smart_count} membros', add: 'Adicionar membro', remove: 'Remover membro', more: 'Mais membros',
      },
      status: {
        title: 'Com estado', subtitle: 'Um ponto mostra a presença. Clique num avatar para a mudar.',
        online: 'Disponível', away: 'Ausente', busy: 'Ocupado', offline: 'Offline', change: '%{name}: %{status}. Clique para mudar o estado',
      },
    },
    badge: {
      title: 'Distintivo',
      colors: { title: 'Cores', subtitle: 'Um contador no canto de um ícone, em qualquer cor da paleta.' },
      counter: {
        title: 'Contador', subtitle: 'Acima do máximo, o distintivo mostra 99+; a zero desaparece, salvo indicação contrária.',
        count: 'Alterar a contagem', decrease: 'Diminuir', increase: 'Aumentar', value: 'Contagem: %{count}',
        dot: 'Só ponto', showZero: 'Mostrar zero', hide: 'Ocultar o distintivo',
      },
      positions: { title: 'Posições', subtitle: 'Ancore o distintivo a qualquer canto; da direita para a esquerda, é espelhado.' },
      labels: {
        title: 'Etiquetas', subtitle: 'Pequenas etiquetas junto ao texto assinalam uma novidade ou um estado.',
        heading: 'Título de exemplo', new: 'Novo',
      },
      inButtons: {
        title: 'Em botões', subtitle: 'Uma contagem dentro de um botão ou num botão de ícone.',
        messages: 'Mensagens', tasks: 'Tarefas', cart: 'Carrinho, %{smart_count} artigo |||| Carrinho, %{smart_count} artigos',
      },
    },
    breadcrumb: {
      title: 'Trilho de navegação',
      label: 'Trilho de navegação',
      basic: { title: 'Básico', subtitle: 'Ligações para as páginas superiores; a página atual é texto simples marcado como atual.' },
      separators: { title: 'Separadores', subtitle: 'Qualquer texto ou ícone pode separar os itens.' },
      icons: { title: 'Ícones e chips', subtitle: 'Ícones antes das etiquetas, ou cada item desenhado como chip.' },
      collapsed: { title: 'Recolhido', subtitle: 'Trilhos longos recolhem os itens do meio; clique nos pontos para os expandir.', expand: 'Mostrar os itens ocultos' },
      folders: {
        title: 'Trilho navegável', subtitle: 'Abra uma pasta para descer, clique num item para subir.',
        label: 'Caminho da pasta', empty: 'Esta pasta está vazia.',
        documents: 'Documentos', projects: 'Projetos', website: 'Site', design: 'Design', content: 'Conteúdo', mobile: 'Aplicação móvel',
        invoices: 'Faturas', year2024: '2024', year2025: '2025',
      },
    },
    button: {
      title: 'Botão',
      variants: {
        title: 'Variantes e cores', subtitle: 'Preenchido para a ação principal, com contorno para as secundárias, texto para as menos importantes.',
        contained: 'Preenchido', outlined: 'Contorno', text: 'Texto',
      },
      sizes: { title: 'Tamanhos', subtitle: 'Pequeno, médio e grande; fullWidth estica um botão por todo o contentor.', block: 'Botão de largura total' },
      icons: {
        title: 'Ícones', subtitle: 'Um ícone antes ou depois da etiqueta, ou um botão de ícone com nome acessível.',
        send: 'Enviar', delete: 'Eliminar', edit: 'Editar',
      },
      states: {
        title: 'Estados', subtitle: 'Desativado, a carregar, a contar cliques e alternável.',
        disabled: 'Desativado', likes: '%{smart_count} gosto |||| %{smart_count} gostos',
        save: 'Guardar', saving: 'A guardar…', saved: 'Guardado.', bookmark: 'Marcar', bookmarked: 'Marcado',
      },
      fab: {
        title: 'Botões de ação flutuantes', subtitle: 'Botões redondos para a ação principal de um ecrã, em três tamanhos ou estendidos.',
        add: 'Adicionar', edit: 'Editar', like: 'Gosto', navigate: 'Navegar',
      },
    },
    buttonGroup: {
      title: 'Grupo de botões',
      one: 'Um', two: 'Dois', three: 'Três',
      variants: {
        title: 'Variantes', subtitle: 'Botões relacionados reunidos num só controlo.',
        contained: 'Grupo preenchido', outlined: 'Grupo com contorno', text: 'Grupo de texto',
      },
      sizes: { title: 'Tamanhos e cores', subtitle: 'O grupo passa o tamanho e a cor a cada botão.' },
      vertical: { title: 'Vertical', subtitle: 'Empilhe os botões em espaços estreitos.' },
      split: {
        title: 'Botão dividido', subtitle: 'A parte principal executa a ação escolhida; a seta abre as outras opções.',
        label: 'Integrar o pull request', choose: 'Escolher o método de integração',
        merge: 'Criar um commit de integração', squash: 'Squash e integrar', rebase: 'Rebase e integrar',
        idle: 'Ainda nada foi integrado.', done: 'Feito: %{action}.',
      },
      toggle: {
        title: 'Botões alternáveis', subtitle: 'Escolha uma opção de um conjunto; o conteúdo segue a escolha.',
        alignment: 'Alinhamento do texto', start: 'Início', center: 'Centro', end: 'Fim',
        sample: 'Este parágrafo segue o alinhamento que escolher.',
        view: 'Disposição', list: 'Lista', grid: 'Grelha', quilt: 'Mosaico',
      },
    },
    buttonToolbar: {
      title: 'Barra de botões',
      editor: {
        title: 'Barra de formatação', subtitle: 'Grupos de botões numa barra; setas, Tab e botões funcionam todos.',
        label: 'Formatação', marks: 'Estilo do texto', bold: 'Negrito', italic: 'Itálico', underline: 'Sublinhado',
        align: 'Alinhamento', alignStart: 'Alinhar ao início', alignCenter: 'Centrar', alignEnd: 'Alinhar ao fim',
        undo: 'Anular', redo: 'Refazer', sample: 'Formate esta frase com a barra acima e depois anule e refaça as alterações.',
      },
      pager: {
        title: 'Barra com um campo', subtitle: 'Botões e um campo lado a lado, que passam à linha seguinte em ecrãs pequenos.',
        label: 'Resultados', pages: 'Páginas', previous: 'Página anterior', next: 'Página seguinte', search: 'Pesquisar nesta página',
        showing: 'Página %{page} de %{total}.', searching: 'A pesquisar «%{query}» na página %{page}.',
      },
    },
    calendar: {
      title: 'Calendário',
      selected: 'Selecionado: %{date}',
      noDate: 'sem data',
      basic: { title: 'Básico', subtitle: 'Uma vista do mês para escolher um dia; os nomes dos meses e dos dias seguem o idioma.', today: 'Hoje' },
      restricted: { title: 'Datas restritas', subtitle: 'Sem dias passados, sem fins de semana e nada além de três meses a partir de hoje.' },
      events: {
        title: 'Dias com eventos', subtitle: 'Um ponto marca os dias com eventos; escolha um para os listar.',
        list: 'Eventos do dia', none: 'Sem eventos neste dia.',
        meeting: 'Reunião de equipa', launch: 'Lançamento do produto', review: 'Revisão de design', holiday: 'Feriado',
      },
      views: { title: 'Mês e ano', subtitle: 'Limite as vistas para escolher um mês, por exemplo para um período de relatório.' },
      states: {
        title: 'Só de leitura e desativado', subtitle: 'Mostrar uma data sem permitir que seja alterada.',
        readOnly: 'Só de leitura (desligue para desativado)', readOnlyHint: 'Só de leitura: pode percorrer os meses, mas não mudar a data.',
        disabledHint: 'Desativado: todo o calendário está inativo.',
      },
    },
    carousel: {
      title: 'Carrossel',
      previous: 'Diapositivo anterior', next: 'Diapositivo seguinte', goTo: 'Ir para o diapositivo %{n}',
      position: 'Diapositivo %{current} de %{total}',
      slides: {
        mountains: { caption: 'Montanhas', text: 'Deslize, arraste, use as setas ou o teclado.' },
        sea: { caption: 'Mar', text: 'Os pontos em baixo saltam diretamente para um diapositivo.' },
        forest: { caption: 'Floresta', text: 'O carrossel volta ao primeiro diapositivo.' },
        desert: { caption: 'Deserto', text: 'As legendas assentam num degradê para se manterem legíveis.' },
        sunset: { caption: 'Pôr do sol', text: 'Da direita para a esquerda, o carrossel corre no sentido inverso.' },
      },
      controls: { title: 'Controlos, indicadores e legendas', subtitle: 'Setas, pontos clicáveis, teclado e deslizar, feito com Swiper.' },
      fade: { title: 'Transição suave e reprodução automática', subtitle: 'Os diapositivos fundem-se a cada três segundos; passar o rato por cima pausa-os.', pause: 'Pausa', play: 'Reproduzir' },
    },
    collapse: {
      title: 'Recolher',
      basic: {
        title: 'Alternar', subtitle: 'Um botão mostra e oculta um bloco; aria-expanded indica o estado às tecnologias de apoio.',
        show: 'Mostrar detalhes', hide: 'Ocultar detalhes',
        content: 'Estes detalhes ficam ocultos até os pedir. O bloco abre e fecha suavemente.',
      },
      accordion: {
        title: 'Acordeão', subtitle: 'Uma resposta aberta de cada vez, ou várias se o permitir.', several: 'Permitir várias abertas',
        shipping: { question: 'Quanto tempo demora o envio?', answer: 'As encomendas saem do armazém em dois dias úteis e chegam em três a cinco.' },
        returns: { question: 'Posso devolver um artigo?', answer: 'Sim, no prazo de 30 dias, na embalagem original e com o talão.' },
        payment: { question: 'Que métodos de pagamento aceitam?', answer: 'Cartões, transferência bancária e PayPal.' },
      },
      horizontal: { title: 'Horizontal', subtitle: 'O bloco desliza a partir do lado em vez de cima.', content: 'Um painel lateral que desliza.' },
      more: {
        title: 'Ler mais', subtitle: 'Mantenha visível parte de um texto longo e expanda o resto.',
        content: 'Uma altura recolhida mantém as primeiras linhas de um texto longo no ecrã para que o leitor saiba do que se trata. O resto fica recolhido até o leitor o pedir: útil para descrições de produtos, opiniões e notas de versão, cujas primeiras linhas já dizem se vale a pena ler. Expandido, o texto completo aparece na sua altura natural, e um segundo clique volta a recolhê-lo.',
        more: 'Ler mais', less: 'Ler menos',
      },
    },
    dropdown: {
      title: 'Menu pendente',
      chosen: 'Escolheu: %{item}', nothing: 'Ainda nada escolhido.',
      items: { profile: 'Perfil', settings: 'Definições', billing: 'Faturação' },
      basic: { title: 'Básico', subtitle: 'Um botão abre um menu; escolher um item fecha-o. As setas percorrem os itens.', button: 'Conta' },
      colors: { title: 'Cores e variantes', subtitle: 'Qualquer botão pode abrir um menu.' },
      directions: {
        title: 'Direções', subtitle: 'Abra o menu por baixo, por cima ou ao lado do botão.',
        down: 'Para baixo', up: 'Para cima', end: 'Para o fim', start: 'Para o início',
      },
      rich: {
        title: 'Cabeçalho, ícones e separadores', subtitle: 'Agrupe itens sob um cabeçalho, acrescente ícones e atalhos, desative o que não se aplica.',
        button: 'Editar', header: 'Área de transferência', cut: 'Cortar', copy: 'Copiar', paste: 'Colar', delete: 'Eliminar',
      },
      select: {
        title: 'Menu de escolha', subtitle: 'A opção escolhida fica assinalada e aparece no botão.',
        button: 'Ordenar: %{order}', newest: 'Mais recentes primeiro', oldest: 'Mais antigos primeiro', name: 'Por nome',
      },
    },
    embed: {
      title: 'Incorporar',
      iframe: {
        title: 'Moldura responsiva', subtitle: 'Uma moldura que mantém a proporção em qualquer largura. Aqui mostra páginas desta aplicação.',
        ratio: 'Proporção', page: 'Página a incorporar',
        pages: { 'coming-soon': 'Página «Brevemente»', 'under-maintenance': 'Página «Em manutenção»', 'not-authorized': 'Página «Não autorizado»' },
      },
      video: {
        title: 'Vídeo', subtitle: 'Um elemento de vídeo responsivo com reproduzir e pausa.',
        label: 'Vídeo de exemplo gerado', caption: 'Vídeo de exemplo', play: 'Reproduzir', pause: 'Pausa',
        hint: 'A imagem é desenhada no navegador e transmitida para o vídeo, por isso nada é descarregado.',
      },
    },
    image: {
      title: 'Imagem',
      fluid: { title: 'Responsiva', subtitle: 'A imagem encolhe com o contentor e nunca transborda.', alt: 'Uma paisagem de exemplo larga' },
      shapes: {
        title: 'Formas e miniaturas', subtitle: 'Arredonde os cantos, recorte num círculo ou emoldure a imagem.',
        rounded: 'Arredondada', circle: 'Círculo', square: 'Quadrada', thumbnail: 'Miniatura',
      },
      align: {
        title: 'Alinhamento', subtitle: 'Faça flutuar uma imagem no início do texto, ou centre-a na sua própria linha.',
        start: 'Imagem a flutuar no início', center: 'Imagem centrada',
        text: 'O texto flui à volta de uma imagem flutuante. A flutuação usa o lado lógico de início: em idiomas da direita para a esquerda, a imagem passa para a direita e o texto continua a contorná-la corretamente.',
      },
      gallery: {
        title: 'Galeria com visualizador', subtitle: 'As imagens carregam quando necessário; a lupa abre uma vista maior com anterior e seguinte.',
        photo: 'Paisagem %{n}', open: 'Abrir %{title}', close: 'Fechar', previous: 'Imagem anterior', next: 'Imagem seguinte',
        position: '%{current} de %{total}',
      },
    },
    listGroup: {
      title: 'Grupo de listas',
      basic: {
        title: 'Básico', subtitle: 'Uma lista com contorno e separadores entre os itens.',
        first: 'Brownie de chocolate', second: 'Tarte de limão', third: 'Tarte de maçã', fourth: 'Cheesecake',
      },
      actions: {
        title: 'Selecionável com ícones e contagens', subtitle: 'Clique num item para o selecionar; um item desativado não pode ser escolhido.',
        label: 'Pastas de correio', inbox: 'Caixa de entrada', sent: 'Enviados', drafts: 'Rascunhos', spam: 'Spam', trash: 'Lixo',
        current: 'Pasta selecionada: %{folder}',
      },
      checkbox: {
        title: 'Com caixas de verificação', subtitle: 'Assinale os itens; toda a linha é clicável.',
        design: 'Desenhar o ecrã', build: 'Construí-lo', test: 'Testá-lo', ship: 'Entregá-lo',
        progress: '%{done} de %{total} concluídos',
      },
      contextual: {
        title: 'Cores contextuais', subtitle: 'Itens tingidos que se mantêm legíveis em temas claros e escuros.',
        success: 'A cópia de segurança terminou.', info: 'Está prevista manutenção para domingo.', warning: 'O espaço em disco está a acabar.', error: 'A sincronização falhou.',
      },
      horizontal: { title: 'Horizontal', subtitle: 'Os mesmos itens numa linha; desliza em ecrãs estreitos.' },
    },
    media: {
      title: 'Multimédia',
      basic: {
        title: 'Objeto multimédia', subtitle: 'Uma imagem ao lado de um texto que pode crescer o que precisar.',
        heading: 'Título do objeto', text: 'O texto ocupa a largura restante e muda de linha; a imagem mantém o tamanho.',
      },
      align: {
        title: 'Alinhamento', subtitle: 'Alinhe a imagem com o topo, o meio ou a base do texto.',
        top: 'Topo', center: 'Meio', bottom: 'Base',
        text: 'Um texto mais longo mostra a diferença: a imagem fica no topo, no meio ou na base destas linhas, conforme o alinhamento escolhido acima. Experimente cada um.',
      },
      order: {
        title: 'Imagem no fim', subtitle: 'Inverta a ordem para pôr a imagem depois do texto.',
        heading: 'Objeto invertido', text: 'Em idiomas da direita para a esquerda, o fim fica à esquerda, e a disposição acompanha.',
      },
      thread: {
        title: 'Aninhado: uma conversa de comentários', subtitle: 'Objetos multimédia dentro de objetos multimédia. Escreva uma resposta para a acrescentar.',
        first: 'O novo painel também carrega mais depressa para si?', reply: 'Sim, nota-se bem, sobretudo os gráficos.',
        you: 'Você', label: 'A sua resposta', send: 'Responder', required: 'Escreva uma resposta antes de a enviar.',
      },
    },
    modal: {
      title: 'Janela modal',
      basic: {
        title: 'Básico', subtitle: 'Um diálogo com título, texto e ações; Escape ou um clique fora fecha-o.',
        open: 'Abrir a janela', heading: 'Usar os serviços de localização?',
        text: 'Deixe a aplicação encontrar a sua posição para mostrar os escritórios perto de si. Nada é partilhado sem o seu consentimento.',
        accept: 'Aceitar', decline: 'Recusar', waiting: 'Ainda sem resposta.', accepted: 'Aceitou.', declined: 'Recusou ou fechou a janela.',
      },
      sizes: {
        title: 'Tamanhos', subtitle: 'Escolha uma largura máxima, ou ocupe o ecrã inteiro.',
        label: 'Tamanho da janela', xs: 'Muito pequena', sm: 'Pequena', md: 'Média', lg: 'Grande', full: 'Ecrã inteiro',
        open: 'Abrir', heading: 'Janela: %{size}', close: 'Fechar',
        text: 'A janela cresce até à largura escolhida e encolhe em ecrãs pequenos.',
      },
      scroll: {
        title: 'Conteúdo longo', subtitle: 'Deslize dentro da janela, ou deslize toda a página por trás dela.',
        paper: 'Deslizar dentro', body: 'Deslizar a página', heading: 'Termos de serviço', close: 'Fechar',
        paragraph: 'Secção %{n}. Este texto longo mostra como a janela se comporta quando o conteúdo é mais alto do que o ecrã: o título e as ações ficam no lugar enquanto o conteúdo desliza, ou tudo desliza em conjunto.',
      },
      form: {
        title: 'Formulário numa janela', subtitle: 'Os campos são verificados ao enviar; a janela fica aberta até serem válidos.',
        open: 'Convidar alguém', heading: 'Convidar um colega', name: 'Nome', email: 'E-mail', cancel: 'Cancelar', submit: 'Enviar convite',
        nameRequired: 'Introduza um nome.', emailRequired: 'Introduza um endereço de e-mail.', emailInvalid: 'Introduza um endereço de e-mail válido, como nome@example.com.',
        list: 'Convidados', empty: 'Ainda ninguém foi convidado.',
      },
    },
    nav: {
      title: 'Navegação',
      links: { home: 'Início', profile: 'Perfil', messages: 'Mensagens', settings: 'Definições' },
      panels: {
        home: 'Bem-vindo: as últimas notícias da sua equipa.', profile: 'O seu nome, fotografia e contactos.',
        messages: 'Há três mensagens por ler à sua espera.', settings: 'Preferências de notificações e privacidade.',
      },
      basic: { title: 'Básico', subtitle: 'Uma fila de ligações; a atual está sublinhada e é anunciada como página atual.' },
      fill: { title: 'Largura total com ícones', subtitle: 'As ligações partilham toda a largura e têm ícones.' },
      vertical: { title: 'Vertical', subtitle: 'Ligações empilhadas numa coluna ao lado do conteúdo.' },
      dropdown: {
        title: 'Com menu pendente', subtitle: 'As ligações menos usadas vão para um menu; a escolhida põe o nome no botão.',
        label: 'Secções principais', more: 'Mais', reports: 'Relatórios', exports: 'Exportações', archive: 'Arquivo', showing: 'A mostrar: %{page}',
      },
      bottom: {
        title: 'Navegação inferior', subtitle: 'Três a cinco destinos para ecrãs pequenos.',
        recents: 'Recentes', favorites: 'Favoritos', nearby: 'Perto', showing: 'A mostrar: %{page}',
      },
    },
    overlay: {
      title: 'Sobreposição',
      sample: { heading: 'Relatório trimestral', text: 'A receita cresceu 12% face ao trimestre anterior, sobretudo graças a novos clientes.' },
      basic: {
        title: 'Sobre um bloco', subtitle: 'Cubra um bloco enquanto está ocupado; o resto da página continua utilizável.',
        show: 'Mostrar sobreposição', hide: 'Ocultar sobreposição', cancel: 'Cancelar', blur: 'Desfocar o conteúdo', variant: 'Cor',
        light: 'Clara', dark: 'Escura', primary: 'Primária',
      },
      loading: {
        title: 'Durante o carregamento', subtitle: 'A sobreposição aparece enquanto os dados carregam e sai quando chegam.',
        load: 'Carregar dados', busy: 'A carregar…', idle: 'Ainda sem dados carregados.', done: 'Dados carregados às %{time}.',
      },
      page: {
        title: 'Página inteira', subtitle: 'Cubra a página inteira; um clique ou três segundos levantam-na.',
        show: 'Cobrir a página', hint: 'Clique em qualquer lado para fechar.',
      },
    },
    pagination: {
      title: 'Paginação',
      list: {
        title: 'Paginar uma lista', subtitle: 'A paginação decide que encomendas aparecem; mude também o tamanho da página.',
        label: 'Encomendas', order: 'Encomenda n.º %{id}', amount: 'Total: %{amount} €', range: '%{from}–%{to} de %{total}',
        perPage: 'Por página', nav: 'Páginas de encomendas',
      },
      styles: { title: 'Cores, variantes e formas', subtitle: 'Texto ou contorno, circular ou arredondada.', standard: 'Padrão' },
      sizes: { title: 'Tamanhos', subtitle: 'Pequena, média e grande.' },
      ranges: {
        title: 'Intervalos e botões', subtitle: 'Quantas páginas aparecem à volta da atual e nas pontas, com ou sem setas.',
        disabled: 'Paginação desativada',
      },
      table: {
        title: 'Paginação de tabela', subtitle: 'Linhas por página e intervalo mostrado, como por baixo de uma tabela de dados.',
        rowsPerPage: 'Linhas por página:',
      },
      aria: { page: 'Ir para a página %{page}', current: 'Página %{page}', first: 'Primeira página', last: 'Última página', next: 'Página seguinte', previous: 'Página anterior' },
    },
    paginationNav: {
      title: 'Navegação por páginas',
      numbered: {
        title: 'Páginas como ligações', subtitle: 'Cada página é uma ligação que põe o número no endereço: pode ser partilhada e o botão Voltar funciona.',
        label: 'Páginas do artigo', heading: 'Página %{page}', text: 'Está a ler a página %{page} do artigo. Recarregue a página: continua aqui.',
        hint: 'Observe a barra de endereço enquanto muda de página.',
      },
      named: {
        title: 'Páginas com nome', subtitle: 'As ligações podem ter nomes em vez de números.', label: 'Capítulos do guia',
        introduction: { name: 'Introdução', text: 'O que o guia abrange e a quem se destina.' },
        install: { name: 'Instalar', text: 'Instale as dependências e inicie o servidor de desenvolvimento.' },
        configure: { name: 'Configurar', text: 'Defina o endereço da API e escolha um idioma predefinido.' },
        deploy: { name: 'Publicar', text: 'Construa a aplicação e sirva os ficheiros a partir de qualquer alojamento estático.' },
      },
    },
    pill: {
      title: 'Pílula',
      label: 'Secções',
      tabs: { home: 'Início', profile: 'Perfil', messages: 'Mensagens', disabled: 'Desativado' },
      panels: {
        home: 'O resumo do seu dia: reuniões, tarefas e novidades.',
        profile: 'O seu perfil público: nome, fotografia e uma breve biografia.',
        messages: 'Há três mensagens por ler da sua equipa à sua espera.',
        disabled: 'Esta secção não está disponível.',
      },
      basic: { title: 'Pílulas básicas', subtitle: 'Separadores desenhados como pílulas; as setas passam de uma para outra.' },
      fill: { title: 'Largura total', subtitle: 'As pílulas partilham toda a largura.' },
      icons: { title: 'Ícones e contagens', subtitle: 'Um ícone antes da etiqueta, com uma contagem quando ajuda.' },
      vertical: { title: 'Vertical', subtitle: 'Uma coluna de pílulas ao lado do conteúdo.' },
    },
    pillBadge: {
      title: 'Distintivo em pílula',
      filled: { title: 'Preenchidos', subtitle: 'Etiquetas arredondadas em todas as cores da paleta.' },
      light: { title: 'Claros', subtitle: 'Um fundo tingido com texto colorido, mais discreto do que preenchido.' },
      outlined: { title: 'Contorno', subtitle: 'Só o contorno e o texto têm cor.' },
      glow: { title: 'Brilho', subtitle: 'Uma sombra colorida chama a atenção para uma etiqueta importante.' },
      icons: { title: 'Ícones e avatares', subtitle: 'Um ícone ou um pequeno avatar antes do texto.', featured: 'Em destaque', verified: 'Verificado' },
      tags: {
        title: 'Etiquetas editáveis', subtitle: 'Clique numa etiqueta para a selecionar, a cruz remove-a, o campo acrescenta novas.',
        react: 'React', design: 'Design', backend: 'Back-end', label: 'Nova etiqueta', add: 'Adicionar', empty: 'Sem etiquetas.',
        required: 'Escreva primeiro uma etiqueta.', tooLong: 'Uma etiqueta tem no máximo %{max} caracteres.', duplicate: '«%{tag}» já está na lista.',
      },
    },
    popover: {
      title: 'Popover',
      basic: {
        title: 'Abrir com um clique', subtitle: 'Um popover abre com um clique e fecha com um clique fora ou Escape.',
        open: 'Abrir popover', heading: 'Título do popover', text: 'Um popover contém mais do que uma dica: um título, texto e até controlos.',
      },
      sides: {
        title: 'Lados', subtitle: 'Coloque o popover em qualquer lado do botão; início e fim seguem o sentido de leitura.',
        top: 'Cima', bottom: 'Baixo', start: 'Início', end: 'Fim', heading: 'Popover do lado: %{side}',
        text: 'O popover muda de lado para ficar no ecrã quando não há espaço.',
      },
      hover: {
        title: 'Ao passar o rato', subtitle: 'Mostre informação extra enquanto o ponteiro está sobre uma palavra, ou enquanto ela tem o foco do teclado.',
        before: 'O', trigger: 'acordo de nível de serviço', after: 'aplica-se a todos os planos pagos.',
        heading: 'Acordo de nível de serviço', text: 'Respondemos em quatro horas úteis e mantemos 99,9% de disponibilidade.',
      },
      edit: {
        title: 'Formulário num popover', subtitle: 'Edite um valor no próprio lugar sem sair da página.',
        initial: 'Equipa de marketing', button: 'Mudar o nome', label: 'Nome da equipa', save: 'Guardar', required: 'Introduza um nome.',
      },
    },
    progress: {
      title: 'Progresso',
      linear: { title: 'Barras', subtitle: 'Uma barra determinada por cor, com o valor ao lado.' },
      kinds: {
        title: 'Tipos de barra', subtitle: 'Duração desconhecida, em memória temporária, riscas animadas, fina.',
        indeterminate: 'Indeterminada', buffer: 'Memória temporária', striped: 'Com riscas animadas', thin: 'Fina',
      },
      circular: { title: 'Circular', subtitle: 'Um anel com o valor escrito no interior.' },
      upload: {
        title: 'Exemplo funcional', subtitle: 'Um envio simulado que pode iniciar, pausar, retomar e repor.',
        label: 'Progresso do envio', start: 'Iniciar envio', resume: 'Retomar', pause: 'Pausar', reset: 'Repor',
        idle: 'Pronto para enviar.', running: 'A enviar…', paused: 'Em pausa.', done: 'Envio concluído.',
      },
    },
    sidebar: {
      title: 'Barra lateral',
      close: 'Fechar a barra lateral',
      entries: { dashboard: 'Painel', people: 'Pessoas', settings: 'Definições' },
      placement: {
        title: 'Posição', subtitle: 'Faça deslizar uma barra lateral a partir de qualquer margem; um clique no fundo ou Escape fecha-a.',
        start: 'Do início', end: 'Do fim', top: 'De cima', bottom: 'De baixo',
        heading: 'Navegação', label: 'Barra lateral', current: 'Secção atual: %{page}',
      },
      push: {
        title: 'Empurrar o conteúdo', subtitle: 'Uma barra lateral persistente afasta o conteúdo em vez de o tapar.',
        show: 'Mostrar a barra lateral', hide: 'Ocultar a barra lateral',
        text: 'O conteúdo estreita enquanto a barra lateral está aberta.',
        entries: { dashboard: 'Painel', people: 'Pessoas', settings: 'Definições' },
      },
      settings: {
        title: 'Com rodapé', subtitle: 'Altere as definições na barra lateral; só se aplicam depois de guardar.',
        open: 'Abrir definições', heading: 'Definições de apresentação', compact: 'Espaçamento compacto', avatars: 'Mostrar avatares', dark: 'Cartão escuro',
        cancel: 'Cancelar', save: 'Guardar', preview: 'Este cartão segue as definições guardadas.',
      },
    },
    spinner: {
      title: 'Indicador de carregamento',
      loading: 'A carregar',
      border: { title: 'Anel', subtitle: 'Um anel a rodar, em cada cor; dê-lhe um nome acessível.' },
      grow: { title: 'Pulsação', subtitle: 'Um ponto que cresce e desvanece, mais calmo do que um anel.' },
      sizes: { title: 'Tamanhos', subtitle: 'Qualquer tamanho e espessura do anel.' },
      buttons: {
        title: 'Em botões', subtitle: 'Mostre que uma ação está a decorrer e impeça um segundo clique.',
        load: 'Carregar mais', loading: 'A carregar…', count: '%{smart_count} item mostrado |||| %{smart_count} itens mostrados',
      },
    },
    tab: {
      title: 'Separador',
      label: 'Informação do produto',
      tabs: { overview: 'Resumo', details: 'Detalhes', reviews: 'Opiniões', disabled: 'Desativado' },
      panels: {
        overview: 'Um casaco leve de primavera, repelente de água e dobrável.',
        details: 'Exterior em poliéster, forro reciclado, dois bolsos com fecho, lavável na máquina.',
        reviews: 'Classificado com 4,6 em 5 por 128 clientes.',
      },
      basic: { title: 'Básico', subtitle: 'Cada separador mostra o seu painel; as setas passam de um separador para outro.' },
      fill: { title: 'Largura total e centrados', subtitle: 'Separadores que partilham a largura, na cor secundária, ou centrados.' },
      vertical: { title: 'Verticais', subtitle: 'Separadores numa coluna ao lado do painel.' },
      icons: {
        title: 'Ícones', subtitle: 'Ícones por cima ou antes da etiqueta, ou sozinhos com um nome acessível.',
        label: 'Contactos', recents: 'Recentes', favorites: 'Favoritos', nearby: 'Perto', showing: 'A mostrar: %{tab}',
      },
      scrollable: { title: 'Deslizáveis', subtitle: 'Demasiados separadores para a largura: as setas percorrem-nos.', label: 'Meses', item: 'Separador %{n}' },
      dynamic: {
        title: 'Adicionar e fechar', subtitle: 'Abra novos separadores e feche-os com a cruz.',
        label: 'Documentos abertos', tab: 'Documento %{n}', close: 'Fechar o documento %{n}', add: 'Novo separador',
        content: 'Conteúdo do documento %{n}.', empty: 'Todos os separadores estão fechados. Abra um novo.',
      },
    },
    time: {
      title: 'Hora',
      ampm: 'Relógio de 12 horas (AM/PM)',
      selected: 'Selecionado: %{time}',
      none: 'sem hora',
      clock: { title: 'Mostrador', subtitle: 'Escolha a hora e depois os minutos num relógio analógico.' },
      digital: { title: 'Horários', subtitle: 'Uma lista de horas de 15 em 15 minutos, limitada ao horário de trabalho.' },
      sections: { title: 'Horas, minutos e segundos', subtitle: 'Uma coluna por unidade, para horas precisas.' },
      states: { title: 'Só de leitura e desativado', subtitle: 'Mostrar uma hora que não pode ser alterada.', readOnly: 'Só de leitura (desligue para desativado)' },
    },
    timeline: {
      title: 'Cronologia',
      basic: {
        title: 'Marcos do projeto', subtitle: 'Pontos coloridos unidos por uma linha, o mais recente em baixo.',
        kickoff: { title: 'Reunião de arranque', time: 'Semana 1', text: 'Objetivos acordados com toda a equipa.' },
        design: { title: 'Design aprovado', time: 'Semana 3', text: 'Ecrãs e fluxos aprovados pelo cliente.' },
        build: { title: 'Primeira versão construída', time: 'Semana 7', text: 'Os testes internos começaram.' },
        launch: { title: 'Lançamento', time: 'Semana 10', text: 'Disponível para todos os clientes.' },
      },
      shipping: {
        title: 'Ícones e lado oposto', subtitle: 'Ícones em vez de pontos, horas do outro lado da linha.',
        ordered: 'Encomenda feita', packed: 'Embalada', shipped: 'Entregue à transportadora', delivered: 'Entregue', signed: 'Assinada à porta de entrada.',
      },
      feed: {
        title: 'Feed de atividade', subtitle: 'Filtre por tipo e acrescente notas; a entrada mais recente aparece primeiro.',
        filter: 'Mostrar', label: 'Nova nota', add: 'Adicionar nota', required: 'Escreva primeiro a nota.', empty: 'Ainda nada deste tipo.',
        kinds: { all: 'Tudo', note: 'Nota', call: 'Chamada', mail: 'E-mail' },
        sampleCall: 'Liguei ao cliente sobre a renovação.', sampleMail: 'Enviei o orçamento para as novas licenças.', sampleNote: 'O cliente prefere faturas em euros.',
      },
    },
    toasts: {
      title: 'Notificações',
      notify: {
        title: 'Notificações', subtitle: 'O useNotify do react-admin mostra durante três segundos uma notificação de cada tipo.',
        messages: {
          info: 'Foi publicado um novo comentário no seu artigo.', success: 'O seu perfil foi atualizado.',
          warning: 'A sua sessão expira dentro de cinco minutos.', error: 'Não foi possível carregar o ficheiro.',
        },
        name: 'O seu nome', greet: 'Cumprimente-me', greeting: 'Olá, %{name}! As mensagens podem conter valores.', stranger: 'desconhecido',
      },
      undo: {
        title: 'Com uma ação', subtitle: 'Arquive uma mensagem; a notificação oferece anular durante cinco segundos.',
        label: 'Mensagens', archive: 'Arquivar «%{subject}»', archived: '«%{subject}» arquivada.', undoButton: 'Anular',
        restore: 'Repor tudo', empty: 'Caixa de entrada vazia.',
        items: { invoice: 'Fatura de março', meeting: 'Notas da reunião', report: 'Relatório semanal' },
      },
      persistent: {
        title: 'Persistente', subtitle: 'Uma notificação que fica até ser fechada, para algo que exige atenção.',
        show: 'Mostrar a notificação', hint: 'Fica no topo do ecrã até a fechar.',
        message: 'O seu armazenamento está quase cheio. Elimine ficheiros antigos para continuar a receber correio.',
      },
    },
    tooltip: {
      title: 'Dica',
      placements: { title: 'Posições', subtitle: 'Doze posições à volta do elemento, com uma seta.', tip: 'Posição: %{placement}' },
      colors: { title: 'Cores', subtitle: 'Pinte o balão e a seta de acordo com a ação.', tip: 'Dica: %{color}' },
      triggers: {
        title: 'Ativadores', subtitle: 'Passar o rato, foco do teclado ou clique; envolva um botão desativado para a dica continuar a aparecer.',
        hover: 'Passe o rato aqui', hovered: 'Mostrada ao passar o rato e com foco', focus: 'Dê-me foco', focused: 'Mostrada enquanto o campo tem foco',
        click: 'Clique aqui', clicked: 'Mostrada com um clique; clique fora para ocultar', disabled: 'Desativado', disabledTip: 'Esta ação ainda não está disponível',
        delete: 'Eliminar',
      },
      advanced: {
        title: 'Atrasos, ponteiro e conteúdo rico', subtitle: 'Esperar antes de mostrar, seguir o ponteiro ou incluir uma ligação.',
        delay: 'Com atraso', delayed: 'Apareceu após 0,8 segundos', follow: 'Mova o ponteiro para aqui', following: 'Sigo o ponteiro',
        rich: 'Mais sobre tipografia', richText: 'As dicas podem conter ligações:', link: 'ver a página de tipografia',
      },
    },
  },
};
export default pt;
