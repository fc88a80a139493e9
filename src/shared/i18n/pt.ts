import type { Translation } from '@/i18n/types';
import type en from './en';

const pt: Translation<typeof en> = {
  shared: {
    loading: 'A carregar',
    loadFailed: 'Não foi possível carregar este conteúdo.',
    retry: 'Tentar novamente',
    saveFailed: 'Não foi possível guardar as suas alterações. Tente novamente.',
    image: {
      wrongType: 'Escolha uma imagem JPG, GIF ou PNG',
      tooLarge: 'A imagem deve ter no máximo 800 kB',
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
  },
};
export default pt;
