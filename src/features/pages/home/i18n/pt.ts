import type { Translation } from '@/i18n/types';
import type en from './en';

const pt: Translation<typeof en> = {
  home: {
    title: 'Início',
    greeting: 'Bem-vindo de volta, %{name}',
    intro: 'Tudo o que pode abrir, agrupado como no menu.',
  },
};
export default pt;
