import type { Translation } from '@/i18n/types';
import type en from './en';

const pt: Translation<typeof en> = {
  home: {
    title: 'Início',
    greeting: 'Bem-vindo de volta, %{name}',
    intro: 'As suas áreas de gestão e, por baixo, as páginas do modelo.',
    templatePages: 'Páginas do modelo (%{smart_count})',
  },
};
export default pt;
