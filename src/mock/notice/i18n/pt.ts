import type { Translation } from '@/i18n/types';
import type en from './en';

const pt: Translation<typeof en> = {
  app: {
    demoData: {
      recovered:
        'Não foi possível ler os dados de demonstração, que foram repostos. Foi guardada neste navegador uma cópia dos dados ilegíveis.',
      unavailable:
        'Não é possível guardar os dados de demonstração neste navegador: as suas alterações perder-se-ão ao recarregar a página.',
      dismiss: 'Fechar',
      writeFailed:
        'Não foi possível guardar a sua alteração no armazenamento deste navegador, pelo que não foi aplicada. Liberte espaço ou reponha os dados de demonstração e tente novamente.',
      errors: {
        tooLong: 'Este texto é demasiado longo.',
        tooMany: 'Há demasiadas entradas.',
        tooBig: 'Este número é demasiado grande.',
        picture: 'Utilize uma imagem JPG, GIF ou PNG ou um endereço web (https://…).',
        url: 'Introduza um endereço web que comece por http:// ou https://.',
        bodyTooLarge: 'É demasiado grande para guardar. Remova algum conteúdo ou uma imagem e tente novamente.',
      },
    },
  },
};
export default pt;
