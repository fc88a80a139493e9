import type { Translation } from '@/i18n/types';
import type en from './en';

const pt: Translation<typeof en> = {
  calendarApp: {
    title: 'Calendário',
    add: 'Adicionar evento',
    loading: 'A carregar eventos',
    filters: 'Calendários',
    viewAll: 'Ver todos',
    calendars: { Business: 'Negócios', Holiday: 'Férias', Personal: 'Pessoal', Family: 'Família', ETC: 'Outros' },
    views: {
      today: 'Hoje',
      month: 'Mês',
      week: 'Semana',
      day: 'Dia',
      list: 'Lista',
      prev: 'Anterior',
      next: 'Seguinte',
    },
    form: {
      addTitle: 'Adicionar evento',
      editTitle: 'Editar evento',
      close: 'Fechar',
      saving: 'A guardar',
      title: 'Título',
      calendar: 'Calendário',
      allDay: 'Todo o dia',
      start: 'Início',
      end: 'Fim',
      url: 'URL do evento',
      openUrl: 'Abrir a ligação',
      location: 'Local',
      description: 'Descrição',
      add: 'Adicionar',
      save: 'Atualizar',
      cancel: 'Cancelar',
      delete: 'Eliminar',
      errors: {
        titleRequired: 'Introduza um título',
        titleTooLong: 'O título deve ter no máximo 120 caracteres',
        calendarRequired: 'Escolha um calendário',
        startInvalid: 'Introduza um início válido',
        endInvalid: 'Introduza um fim válido',
        endBeforeStart: 'O fim não pode ser anterior ao início',
        url: 'Introduza um endereço web válido (https://…)',
        locationTooLong: 'O local deve ter no máximo 200 caracteres',
        descriptionTooLong: 'A descrição deve ter no máximo 2000 caracteres',
      },
    },
    toast: {
      added: 'Evento adicionado: %{title}',
      updated: 'Evento atualizado: %{title}',
      deleted: 'Evento eliminado: %{title}',
      moved: 'Evento movido: %{title}',
      resized: 'Duração do evento alterada: %{title}',
    },
    errors: {
      saveFailed: 'Não foi possível guardar a alteração. Tente novamente.',
      moveFailed: 'Não foi possível mover o evento; voltou ao lugar onde estava.',
    },
  },
};
export default pt;
