import type { Translation } from '@/i18n/types';
import type en from './en';

const fr: Translation<typeof en> = {
  chatApp: {
    title: 'Messagerie',
    search: 'Rechercher des discussions et des contacts',
    loading: 'Chargement des discussions',
    chats: 'Discussions',
    contacts: 'Contacts',
    noChats: 'Aucune discussion trouvée',
    noContacts: 'Aucun contact trouvé',
    unseen: '%{smart_count} message non lu |||| %{smart_count} messages non lus',
    statusOf: '%{name} : %{status}',
    status: { online: 'En ligne', busy: 'Ne pas déranger', away: 'Absent', offline: 'Hors ligne' },
    start: { title: 'Commencer une conversation', hint: 'Choisissez une discussion ou un contact.' },
    messages: 'Messages avec %{name}',
    firstMessage: 'Pas encore de message avec %{name}. Dites bonjour !',
    placeholder: 'Saisissez votre message',
    messageLabel: 'Message à %{name}',
    send: 'Envoyer',
    contact: { open: 'Détails du contact', title: 'Contact', close: 'Fermer les détails du contact' },
    profile: {
      open: 'Mon profil',
      title: 'Mon profil',
      close: 'Fermer mon profil',
      about: 'À propos',
      aboutHint: 'Enregistré quand vous quittez le champ',
      aboutTooLong: '%{max} caractères au plus',
      status: 'Statut',
      settings: 'Paramètres',
      twoStep: 'Validation en deux étapes',
      notifications: 'Notifications',
      saved: 'Profil enregistré',
    },
    errors: {
      empty: 'Veuillez saisir un message',
      tooLong: 'Un message doit faire %{max} caractères au plus',
      sendFailed: 'Le message n’a pas pu être envoyé. Veuillez réessayer.',
      saveFailed: 'Votre modification n’a pas pu être enregistrée. Veuillez réessayer.',
    },
  },
};
export default fr;
