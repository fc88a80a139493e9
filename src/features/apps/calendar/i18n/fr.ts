import type { Translation } from '@/i18n/types';
import type en from './en';

const fr: Translation<typeof en> = {
  calendarApp: {
    title: 'Calendrier',
    add: 'Ajouter un événement',
    loading: 'Chargement des événements',
    filters: 'Calendriers',
    viewAll: 'Tout afficher',
    calendars: { Business: 'Professionnel', Holiday: 'Vacances', Personal: 'Personnel', Family: 'Famille', ETC: 'Autre' },
    views: { today: 'Aujourd’hui', month: 'Mois', week: 'Semaine', day: 'Jour', list: 'Liste', prev: 'Précédent', next: 'Suivant' },
    form: {
      addTitle: 'Ajouter un événement',
      editTitle: 'Modifier l’événement',
      close: 'Fermer',
      saving: 'Enregistrement',
      title: 'Titre',
      calendar: 'Calendrier',
      allDay: 'Toute la journée',
      start: 'Début',
      end: 'Fin',
      url: 'URL de l’événement',
      openUrl: 'Ouvrir le lien',
      location: 'Lieu',
      description: 'Description',
      add: 'Ajouter',
      save: 'Mettre à jour',
      cancel: 'Annuler',
      delete: 'Supprimer',
      errors: {
        titleRequired: 'Veuillez saisir un titre',
        titleTooLong: 'Le titre doit faire 120 caractères au plus',
        calendarRequired: 'Veuillez choisir un calendrier',
        startInvalid: 'Veuillez saisir un début valide',
        endInvalid: 'Veuillez saisir une fin valide',
        endBeforeStart: 'La fin ne peut pas précéder le début',
        url: 'Veuillez saisir une adresse web valide (https://…)',
        locationTooLong: 'Le lieu doit faire 200 caractères au plus',
        descriptionTooLong: 'La description doit faire 2000 caractères au plus',
      },
    },
    toast: {
      added: 'Événement ajouté : %{title}',
      updated: 'Événement mis à jour : %{title}',
      deleted: 'Événement supprimé : %{title}',
      moved: 'Événement déplacé : %{title}',
      resized: 'Durée de l’événement modifiée : %{title}',
    },
    errors: {
      saveFailed: 'Votre modification n’a pas pu être enregistrée. Veuillez réessayer.',
      moveFailed: 'L’événement n’a pas pu être déplacé ; il a été remis à sa place.',
    },
  },
};
export default fr;
