import type { Translation } from '@/i18n/types';
import type en from './en';

const pt: Translation<typeof en> = {
  showcaseShared: {
    showCode: 'Mostrar código',
    close: 'Fechar',
    hideCode: 'Ocultar código',
    copy: 'Copiar',
    copied: 'Copiado para a área de transferência.',
    copyFailed: 'Não foi possível copiar. Selecione o texto e prima Ctrl+C.',
    colors: {
      primary: 'Primária',
      secondary: 'Secundária',
      success: 'Sucesso',
      error: 'Perigo',
      warning: 'Aviso',
      info: 'Informação',
    },
    severities: { success: 'Sucesso', info: 'Informação', warning: 'Aviso', error: 'Erro' },
    sizes: { small: 'Pequeno', medium: 'Médio', large: 'Grande' },
  },
};
export default pt;
