import type { TranslationMessages } from 'ra-core';

/**
 * Portuguese translations of react-admin's own UI messages.
 * Mirrors every key of ra-language-english 5.15. Wording aims to read
 * naturally in both European and Brazilian Portuguese (AO1990 spelling).
 */
const portugueseMessages: TranslationMessages = {
  ra: {
    action: {
      add_filter: 'Adicionar filtro',
      add: 'Adicionar',
      back: 'Voltar',
      bulk_actions:
        '1 item selecionado |||| %{smart_count} itens selecionados',
      cancel: 'Cancelar',
      clear_array_input: 'Limpar a lista',
      clear_input_value: 'Limpar valor',
      clone: 'Duplicar',
      confirm: 'Confirmar',
      create: 'Criar',
      create_item: 'Criar %{item}',
      delete: 'Apagar',
      edit: 'Editar',
      export: 'Exportar',
      list: 'Lista',
      refresh: 'Atualizar',
      remove_filter: 'Remover este filtro',
      remove_all_filters: 'Remover todos os filtros',
      remove: 'Remover',
      reset: 'Redefinir',
      save: 'Guardar',
      search: 'Pesquisar',
      search_columns: 'Pesquisar colunas',
      select_all: 'Selecionar tudo',
      select_all_button: 'Selecionar tudo',
      select_row: 'Selecionar esta linha',
      show: 'Mostrar',
      sort: 'Ordenar',
      undo: 'Desfazer',
      unselect: 'Desmarcar',
      expand: 'Expandir',
      close: 'Fechar',
      open_menu: 'Abrir menu',
      close_menu: 'Fechar menu',
      update: 'Atualizar',
      move_up: 'Mover para cima',
      move_down: 'Mover para baixo',
      open: 'Abrir',
      toggle_theme: 'Alternar modo claro/escuro',
      select_columns: 'Colunas',
      update_application: 'Recarregar aplicação',
    },
    boolean: {
      true: 'Sim',
      false: 'Não',
      null: ' ',
    },
    page: {
      create: 'Criar %{name}',
      dashboard: 'Painel',
      edit: '%{name} %{recordRepresentation}',
      error: 'Ocorreu um erro',
      list: '%{name}',
      loading: 'Carregamento em curso',
      not_found: 'Não encontrado',
      show: '%{name} %{recordRepresentation}',
      empty: 'Ainda não há %{name}.',
      invite: 'Deseja adicionar um item?',
      access_denied: 'Acesso negado',
      authentication_error: 'Erro de autenticação',
    },
    input: {
      file: {
        upload_several:
          'Arraste os arquivos a enviar para esta área ou clique para selecionar um.',
        upload_single:
          'Arraste o arquivo a enviar para esta área ou clique para selecionar.',
      },
      image: {
        upload_several:
          'Arraste as imagens a enviar para esta área ou clique para selecionar uma.',
        upload_single:
          'Arraste a imagem a enviar para esta área ou clique para selecionar.',
      },
      references: {
        all_missing:
          'Não foi possível encontrar os dados das referências.',
        many_missing:
          'Pelo menos uma das referências associadas parece já não estar disponível.',
        single_missing:
          'A referência associada parece já não estar disponível.',
      },
      password: {
        toggle_visible: 'Ocultar senha',
        toggle_hidden: 'Mostrar senha',
      },
    },
    message: {
      about: 'Sobre',
      access_denied:
        'Não tem as permissões necessárias para ver esta página',
      are_you_sure: 'Deseja continuar?',
      authentication_error:
        'O servidor de autenticação devolveu um erro e não foi possível verificar as suas credenciais.',
      auth_error:
        'Ocorreu um erro ao validar o token de autenticação.',
      bulk_delete_content:
        'Deseja realmente apagar este item (%{name})? |||| Deseja realmente apagar estes %{smart_count} itens?',
      bulk_delete_title:
        'Apagar %{name} |||| Apagar %{smart_count} %{name}',
      bulk_update_content:
        'Deseja realmente atualizar %{name} %{recordRepresentation}? |||| Deseja realmente atualizar estes %{smart_count} itens?',
      bulk_update_title:
        'Atualizar %{name} %{recordRepresentation} |||| Atualizar %{smart_count} %{name}',
      clear_array_input: 'Deseja realmente limpar toda a lista?',
      delete_content: 'Deseja realmente apagar este item (%{name})?',
      delete_title: 'Apagar %{name} %{recordRepresentation}',
      details: 'Detalhes',
      error: 'Ocorreu um erro no cliente e não foi possível concluir o seu pedido.',
      invalid_form: 'O formulário não é válido. Verifique os erros.',
      loading: 'Aguarde, por favor',
      no: 'Não',
      not_found: 'O URL está incorreto ou o link seguido é inválido.',
      select_all_limit_reached:
        'Há demasiados elementos para selecionar todos. Apenas os primeiros %{max} elementos foram selecionados.',
      unsaved_changes:
        'Algumas das suas alterações não foram guardadas. Deseja realmente ignorá-las?',
      yes: 'Sim',
      placeholder_data_warning:
        'Problema de rede: falha ao atualizar os dados.',
    },
    navigation: {
      clear_filters: 'Limpar filtros',
      no_filtered_results:
        'Não há %{name} que correspondam aos filtros atuais.',
      no_results: 'Não há %{name}',
      no_more_results:
        'A página número %{page} está fora dos limites. Tente a página anterior.',
      page_out_of_boundaries: 'Página número %{page} fora dos limites',
      page_out_from_end: 'Não é possível ir além da última página',
      page_out_from_begin: 'Não é possível recuar antes da página 1',
      page_range_info: '%{offsetBegin}-%{offsetEnd} de %{total}',
      partial_page_range_info:
        '%{offsetBegin}-%{offsetEnd} de mais de %{offsetEnd}',
      current_page: 'Página %{page}',
      page: 'Ir para a página %{page}',
      first: 'Ir para a primeira página',
      last: 'Ir para a última página',
      next: 'Ir para a página seguinte',
      previous: 'Ir para a página anterior',
      page_rows_per_page: 'Linhas por página:',
      skip_nav: 'Ir para o conteúdo',
    },
    sort: {
      sort_by: 'Ordenar por %{field_lower_first} (%{order})',
      ASC: 'crescente',
      DESC: 'decrescente',
    },
    auth: {
      auth_check_error: 'Autentique-se para continuar',
      user_menu: 'Perfil',
      username: 'Nome de utilizador',
      password: 'Senha',
      email: 'E-mail',
      sign_in: 'Entrar',
      sign_in_error: 'A autenticação falhou, tente novamente',
      logout: 'Sair',
    },
    notification: {
      updated:
        'Elemento atualizado |||| %{smart_count} elementos atualizados',
      created: 'Elemento criado',
      deleted: 'Elemento apagado |||| %{smart_count} elementos apagados',
      bad_item: 'Elemento incorreto',
      item_doesnt_exist: 'O elemento não existe',
      http_error: 'Erro de comunicação com o servidor',
      data_provider_error:
        'Erro no dataProvider. Consulte o console para mais detalhes.',
      i18n_error:
        'Não foi possível carregar as traduções para o idioma especificado',
      canceled: 'Ação cancelada',
      logged_out: 'A sua sessão terminou. Autentique-se novamente.',
      not_authorized: 'Não tem permissão de acesso a este recurso.',
      application_update_available: 'Há uma nova versão disponível.',
      offline: 'Sem conectividade. Não foi possível obter os dados.',
    },
    validation: {
      required: 'Obrigatório',
      minLength: 'Deve ter pelo menos %{min} caracteres',
      maxLength: 'Deve ter %{max} caracteres ou menos',
      minValue: 'Deve ser pelo menos %{min}',
      maxValue: 'Deve ser %{max} ou menos',
      number: 'Deve ser um número',
      email: 'Deve ser um e-mail válido',
      oneOf: 'Deve ser um dos seguintes: %{options}',
      regex: 'Deve corresponder a um formato específico (regexp): %{pattern}',
      unique: 'Deve ser único',
    },
    saved_queries: {
      label: 'Consultas guardadas',
      query_name: 'Nome da consulta',
      new_label: 'Guardar consulta atual...',
      new_dialog_title: 'Guardar consulta atual como',
      remove_label: 'Remover consulta guardada',
      remove_label_with_name: 'Remover consulta "%{name}"',
      remove_dialog_title: 'Remover consulta guardada?',
      remove_message:
        'Deseja realmente remover este item da sua lista de consultas guardadas?',
      help: 'Filtre a lista e guarde esta consulta para mais tarde',
    },
    guesser: {
      empty: {
        title: 'Sem dados para apresentar',
        message: 'Verifique o seu dataProvider',
      },
    },
    configurable: {
      customize: 'Personalizar',
      configureMode: 'Configurar esta página',
      inspector: {
        title: 'Inspetor',
        content:
          'Passe o cursor sobre os elementos da interface e configure-os',
        reset: 'Redefinir configurações',
        hideAll: 'Ocultar tudo',
        showAll: 'Mostrar tudo',
      },
      Datagrid: {
        title: 'Tabela',
        unlabeled: 'Coluna sem nome #%{column}',
      },
      SimpleForm: {
        title: 'Formulário',
        unlabeled: 'Campo sem nome #%{input}',
      },
      SimpleList: {
        title: 'Lista',
        primaryText: 'Texto principal',
        secondaryText: 'Texto secundário',
        tertiaryText: 'Texto terciário',
      },
    },
  },
};

export default portugueseMessages;
