import type { Translation } from '@/i18n/types';
import type en from './en';

const pt: Translation<typeof en> = {
  shared: {
    loading: 'A carregar',
    loadFailed: 'Não foi possível carregar este conteúdo.',
    retry: 'Tentar novamente',
    saveFailed: 'Não foi possível guardar as suas alterações. Tente novamente.',
    image: {
      wrongType: 'Escolha uma imagem PNG, JPEG, WebP ou GIF',
      tooLarge: 'A imagem deve ter no máximo 1 MB',
    },
    draft: {
      found: 'As alterações que não guardou (mantidas às %{time}) podem ser restauradas.',
      restore: 'Restaurar',
      discard: 'Descartar',
    },
    unsaved: {
      title: 'Descartar alterações não guardadas?',
      message: 'Tem alterações que ainda não foram guardadas. Se sair agora, serão perdidas.',
      stay: 'Continuar a editar',
      discard: 'Descartar alterações',
    },
    richText: {
      toolbar: 'Formatação',
      heading: 'Título',
      bold: 'Negrito',
      italic: 'Itálico',
      underline: 'Sublinhado',
      strike: 'Rasurado',
      code: 'Código em linha',
      h1: 'Título 1',
      h2: 'Título 2',
      h3: 'Título 3',
      bulletList: 'Lista com marcas',
      orderedList: 'Lista numerada',
      blockquote: 'Citação',
      codeBlock: 'Bloco de código',
      horizontalRule: 'Separador',
      link: 'Ligação',
      unlink: 'Remover ligação',
      clear: 'Limpar formatação',
      undo: 'Anular',
      redo: 'Refazer',
      linkTitle: 'Ligação',
      linkAddress: 'Endereço',
      linkHelp: 'https://… ou mailto:…',
      linkInvalid: 'Introduza um endereço completo como https://example.com',
      linkSave: 'Aplicar',
    },
  },
};
export default pt;
