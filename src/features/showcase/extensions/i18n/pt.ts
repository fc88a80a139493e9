import type { Translation } from '@/i18n/types';
import type en from './en';

const pt: Translation<typeof en> = {
  showcaseExtensions: {
    menu: 'Extensões',
    sweetAlert: {
      title: 'Sweet alert',
      ok: 'OK', cancel: 'Cancelar',
      result: {
        confirmed: 'Resultado: confirmado.', cancel: 'Resultado: cancelado com o botão.', backdrop: 'Resultado: fechado com um clique fora.',
        esc: 'Resultado: fechado com a tecla Escape.', timer: 'Resultado: fechado pelo temporizador.',
      },
      types: {
        title: 'Tipos', subtitle: 'Cada tipo tem o seu próprio ícone animado.',
        success: { button: 'Sucesso', title: 'Muito bem!', text: 'Clicou no botão.' },
        error: { button: 'Erro', title: 'Ups…', text: 'Algo correu mal.' },
        warning: { button: 'Aviso', title: 'Cuidado', text: 'Esta ação precisa da sua atenção.' },
        info: { button: 'Informação', title: 'Sabia que…', text: 'Os diálogos fecham-se com Escape.' },
        question: { button: 'Pergunta', title: 'Alguma pergunta?', text: 'Pergunte à equipa no chat.' },
      },
      confirm: {
        title: 'Confirmar ou cancelar', subtitle: 'Pergunte antes de uma ação destrutiva e responda com o resultado.',
        button: 'Eliminar o ficheiro', question: 'Tem a certeza?', text: 'Depois não será possível recuperar o ficheiro.',
        yes: 'Sim, eliminar', no: 'Não, manter', deleted: 'Eliminado!', deletedText: 'O seu ficheiro foi eliminado.',
        cancelled: 'Cancelado', cancelledText: 'O seu ficheiro está seguro.',
      },
      prompt: {
        title: 'Pedir um valor', subtitle: 'Um campo dentro do diálogo, verificado antes de fechar.',
        button: 'Perguntar o meu nome', question: 'Como se chama?', label: 'Nome', required: 'Introduza o seu nome.', hello: 'Olá, %{name}!',
      },
      async: {
        title: 'Verificação assíncrona', subtitle: 'O botão de confirmação espera por uma verificação; um nome ocupado mantém o diálogo aberto.',
        button: 'Reservar um nome de utilizador', question: 'Escolha um nome de utilizador', text: 'admin, root e johndoe já estão ocupados.',
        label: 'Nome de utilizador', reserve: 'Reservar', format: 'Use 3 a 16 letras, algarismos ou sublinhados.',
        taken: '«%{name}» já está ocupado.', done: '«%{name}» é seu.',
      },
      timer: {
        title: 'Fecho automático', subtitle: 'O diálogo fecha-se sozinho após quatro segundos; a barra mostra o tempo que falta.',
        button: 'Mostrar durante quatro segundos', question: 'A fechar em breve', text: 'Este diálogo fecha-se sozinho.',
      },
    },
    dragDrop: {
      title: 'Arrastar e largar',
      handle: 'Mover %{item}',
      reset: 'Repor',
      a11y: {
        instructions: 'Para pegar num item, prima Espaço ou Enter. Mova-o com as setas, prima Espaço ou Enter outra vez para o largar, ou Escape para cancelar.',
        picked: 'Pegou em %{item}.', over: '%{item} está sobre %{target}.', dropped: '%{item} foi largado sobre %{target}.', cancelled: 'O movimento de %{item} foi cancelado.',
      },
      tasks: { plan: 'Planear o sprint', design: 'Desenhar os ecrãs', build: 'Construir as funcionalidades', test: 'Testar tudo', release: 'Publicar' },
      list: {
        title: 'Lista ordenável', subtitle: 'Arraste uma linha com o rato ou o dedo, ou dê foco à pega e use Espaço e as setas.',
        label: 'Tarefas por ordem', order: 'Ordem: %{order}',
      },
      lists: {
        title: 'Entre listas', subtitle: 'Mova cartões de uma lista para a outra, ou reordene-os dentro de uma lista.',
        backlog: 'Por fazer', done: 'Feito', empty: 'Largue cartões aqui.',
      },
      cards: { invoices: 'Enviar as faturas', newsletter: 'Escrever a newsletter', onboarding: 'Melhorar o acolhimento', security: 'Revisão de segurança', logo: 'Novo logótipo', pricing: 'Página de preços' },
      grid: { title: 'Grelha ordenável', subtitle: 'O mesmo funciona com mosaicos numa grelha.', photo: 'Imagem %{n}' },
    },
    swiper: {
      title: 'Swiper',
      previous: 'Diapositivo anterior', next: 'Diapositivo seguinte', goTo: 'Ir para o diapositivo %{n}',
      slide: 'Diapositivo %{n}', thumb: 'Mostrar o diapositivo %{n}', position: 'Diapositivo %{current} de %{total}',
      navigation: { title: 'Setas e teclado', subtitle: 'Setas de anterior e seguinte; as teclas de seta também funcionam.' },
      pagination: { title: 'Tipos de paginação', subtitle: 'Pontos dinâmicos, uma fração ou uma barra de progresso.' },
      multiple: { title: 'Vários por vista', subtitle: 'Um diapositivo em telemóveis, dois em tablets, três em ecrãs largos.' },
      centered: { title: 'Centrado', subtitle: 'O diapositivo ativo fica ao meio, com os vizinhos a espreitar.' },
      coverflow: { title: 'Efeito coverflow', subtitle: 'Os diapositivos rodam em três dimensões à volta do ativo.' },
      cards: { title: 'Efeito cartões', subtitle: 'Um monte de cartões para folhear.' },
      autoplay: { title: 'Reprodução automática', subtitle: 'Avança a cada 2,5 segundos e recomeça; passar o rato por cima pausa.' },
      vertical: { title: 'Vertical', subtitle: 'Os diapositivos sobem e descem, também com a roda do rato.' },
      thumbs: { title: 'Galeria de miniaturas', subtitle: 'As miniaturas por baixo comandam o carrossel principal.' },
    },
    clipboard: {
      title: 'Área de transferência',
      field: {
        title: 'Copiar o que escreve', subtitle: 'Usa a API Clipboard e recorre ao antigo comando de cópia onde essa API não existe.',
        initial: 'Copie-me e cole-me em baixo!', label: 'Texto a copiar', copy: 'Copiar', empty: 'Escreva primeiro algo para copiar.',
        copiedApi: 'Copiado com a API Clipboard.', copiedFallback: 'Copiado com o comando de cópia alternativo.',
        failed: 'O navegador recusou copiar. Selecione o texto e prima Ctrl+C.',
        paste: 'Cole aqui para verificar', pasteHint: 'Ctrl+V ou clique direito e Colar',
      },
      coupon: { title: 'Copiar um código', subtitle: 'O botão confirma a cópia durante dois segundos.', text: 'O seu código de desconto', copy: 'Copiar o código' },
      keys: {
        title: 'Copiar de uma lista', subtitle: 'Cada linha tem o seu botão de copiar.',
        production: 'Chave de produção', staging: 'Chave de testes', webhook: 'Segredo do webhook', copy: 'Copiar: %{name}',
      },
      readonly: { title: 'Dentro de um campo', subtitle: 'Um campo só de leitura com um botão de copiar no fim.', label: 'Comando de instalação', copy: 'Copiar o comando' },
    },
    contextMenu: {
      title: 'Menu de contexto',
      files: {
        title: 'Ações de ficheiros', subtitle: 'Clique direito num ficheiro (ou dê-lhe foco e prima Shift+F10) para ver as ações.',
        label: 'Ficheiros', hint: 'Clique direito num ficheiro para o abrir, mudar o nome, duplicar, marcar com estrela ou eliminar.',
        open: 'Abrir', rename: 'Mudar o nome', duplicate: 'Duplicar', star: 'Marcar com estrela', unstar: 'Tirar a estrela', delete: 'Eliminar',
        opened: '%{name} aberto.', starred: 'Com estrela', copySuffix: '(cópia)', empty: 'Já não há ficheiros.', reset: 'Repor os ficheiros',
        newName: 'Novo nome', saveName: 'Guardar o nome', cancelRename: 'Cancelar a mudança de nome',
        nameRequired: 'Introduza um nome de ficheiro.', nameTaken: 'Já existe um ficheiro chamado %{name}.',
      },
      text: {
        title: 'Estilos de texto', subtitle: 'Clique direito no parágrafo para lhe dar estilo.',
        sample: 'Clique direito neste parágrafo: ponha-o a negrito ou itálico, realce-o ou limpe os estilos.',
        bold: 'Negrito', italic: 'Itálico', yellow: 'Realçar a amarelo', green: 'Realçar a verde', clear: 'Limpar os estilos',
      },
    },
    toastification: {
      title: 'Notificações toast',
      close: 'Fechar a notificação',
      positions: {
        'top-start': 'Cima, início', 'top-center': 'Cima, centro', 'top-end': 'Cima, fim',
        'bottom-start': 'Baixo, início', 'bottom-center': 'Baixo, centro', 'bottom-end': 'Baixo, fim',
      },
      types: {
        title: 'Tipos', subtitle: 'Cada tipo tem a sua cor e ícone; várias notificações empilham-se.',
        default: { button: 'Predefinida', title: 'Olá', message: 'Uma notificação simples.' },
        success: { button: 'Sucesso', title: 'Guardado', message: 'As suas alterações estão seguras.' },
        info: { button: 'Informação', title: 'Nova mensagem', message: 'A Ana enviou-lhe um ficheiro.' },
        warning: { button: 'Aviso', title: 'Bateria fraca', message: 'Ligue o portátil à corrente em breve.' },
        error: { button: 'Erro', title: 'Falha no envio', message: 'O ficheiro tem mais de 10 MB.' },
      },
      options: {
        title: 'Posição e opções', subtitle: 'Escolha onde a notificação aparece, quanto tempo fica e o que mostra.',
        position: 'Posição', timeout: 'Fecha após %{smart_count} segundo |||| Fecha após %{smart_count} segundos', never: 'Fica até ser fechada',
        forever: 'Ficar até ser fechada', progress: 'Barra de progresso', pause: 'Pausar ao passar o rato', close: 'Botão de fechar',
        show: 'Mostrar uma notificação', clear: 'Limpar %{smart_count} notificação |||| Limpar %{smart_count} notificações',
        sampleTitle: 'Aqui estou', sample: 'Mostrada em: %{position}.',
      },
      actions: {
        title: 'Com ações', subtitle: 'Uma notificação pode oferecer um botão: anular uma remoção, ou abrir o que acabou de acontecer.',
        label: 'Contactos', people: { ana: 'Ana Silva', ben: 'Ben Kraus', chloe: 'Chloé Martin' },
        remove: 'Remover %{name}', removedTitle: 'Contacto removido', removed: '%{name} foi removido dos seus contactos.', undo: 'Anular',
        restore: 'Repor todos', empty: 'Já não há contactos.',
        export: 'Exportar um relatório', reportTitle: 'Relatório pronto', report: 'O seu relatório mensal foi exportado.', view: 'Ver',
        viewed: 'Abriu o relatório mensal a partir da notificação.',
      },
    },
    i18n: {
      title: 'Internacionalização',
      switch: {
        title: 'Mudar de idioma', subtitle: 'Toda a aplicação muda de idioma de uma vez, sem recarregar.',
        label: 'Idioma da interface', current: 'Idioma atual:', welcome: 'Bem-vindo à administração!',
        explain: 'Este texto, o menu, a barra de navegação e o título da página seguem o idioma escolhido. A escolha fica guardada.',
      },
      messages: {
        title: 'Valores e plurais', subtitle: 'As mensagens recebem valores, e os plurais seguem as regras de cada idioma.',
        name: 'O seu nome', friend: 'amigo', greeting: 'Olá, %{name}! É bom vê-lo.', count: 'Novas mensagens',
        none: 'Não tem mensagens novas.', inbox: 'Tem %{smart_count} mensagem nova. |||| Tem %{smart_count} mensagens novas.',
      },
      formats: {
        title: 'Datas e números', subtitle: 'Formatados para o idioma escolhido com a API Intl do navegador.',
        date: 'Data', time: 'Hora', number: 'Número', currency: 'Preço', percent: 'Percentagem', relative: 'Tempo relativo', list: 'Lista',
      },
    },
    slider: {
      title: 'Controlo deslizante',
      basic: {
        title: 'Contínuo', subtitle: 'Arraste o cursor, clique na calha ou use as setas.',
        volume: 'Volume', value: 'Volume: %{value}%', disabled: 'Controlo deslizante desativado',
      },
      steps: {
        title: 'Passos e marcas', subtitle: 'Encaixa em passos de dez, ou só nos valores marcados.',
        label: 'Valor por passos', value: 'Valor: %{value}', temperature: 'Temperatura (só valores marcados)',
      },
      range: {
        title: 'Intervalo', subtitle: 'Dois cursores com uma distância mínima; os campos e o controlo andam a par.',
        min: 'Preço mínimo', max: 'Preço máximo', value: 'De %{min} a %{max}',
        errors: {
          notNumber: 'Introduza um número.', outOfBounds: 'Introduza um valor entre %{min} e %{max}.',
          tooClose: 'Mantenha pelo menos %{distance} entre o mínimo e o máximo.',
        },
      },
      vertical: { title: 'Vertical', subtitle: 'Um equalizador de controlos verticais.', band: 'Banda de %{band} Hz' },
      colors: { title: 'Cores e tamanhos', subtitle: 'Todas as cores da paleta, em tamanho médio ou pequeno.' },
    },
    tour: {
      title: 'Visita guiada',
      controls: { next: 'Seguinte', back: 'Anterior', skip: 'Saltar a visita', finish: 'Concluir', progress: 'Passo %{current} de %{total}' },
      intro: {
        title: 'Visita guiada', subtitle: 'Guie um novo utilizador pela página: cada passo ilumina uma parte e explica-a.',
        start: 'Começar a visita', restart: 'Repetir a visita', finished: 'Visita concluída. Muito bem!', skipped: 'Visita saltada no passo %{step} de %{total}.',
      },
      steps: {
        welcome: { title: 'Bem-vindo!', text: 'Esta curta visita mostra as partes principais do painel. Use Seguinte e Anterior, ou Saltar a qualquer momento.' },
        stats: { title: 'Números-chave', text: 'Visitantes, vendas e encomendas do mês atual num relance.' },
        chart: { title: 'Tendência semanal', text: 'Cada barra é um dia; quanto mais alta, mais vendas.' },
        tasks: { title: 'Progresso da equipa', text: 'Em que ponto está cada frente de trabalho.' },
        invite: { title: 'Convide a sua equipa', text: 'Adicione colegas para que também acompanhem o painel. A visita termina aqui.' },
      },
      page: {
        visitors: 'Visitantes', sales: 'Vendas', orders: 'Encomendas', chart: 'Vendas desta semana', chartLabel: 'Gráfico de barras das vendas dos últimos sete dias',
        tasks: 'Progresso da equipa', invite: 'Convidar',
        copied: 'Foi copiada uma ligação de convite para a área de transferência.', failed: 'Não foi possível copiar a ligação de convite.',
        task: { design: 'Design', api: 'API', docs: 'Documentação' },
      },
    },
  },
};
export default pt;
