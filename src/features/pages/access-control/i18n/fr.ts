import type { Translation } from '@/i18n/types';
import type en from './en';

const fr: Translation<typeof en> = {
  acl: {
    title: 'Contrôle d’accès',
    commonTitle: 'Vos autorisations',
    commonBody:
      'Vous êtes connecté en tant que %{role}. Voici les actions permises ; menus, boutons et pages les respectent.',
    abilities: 'Capacités',
    action: 'Action',
    subject: 'Sujet',
    everything: 'Tout',
    permission: 'Ce que vous pouvez faire',
    rule: {
      read: 'Voir : %{subject}',
      store: 'Ajouter : %{subject}',
      edit: 'Modifier : %{subject}',
      delete: 'Supprimer : %{subject}',
      manage: 'Tout faire : %{subject}',
    },
    subjects: {
      all: 'tout',
      ACL: 'la page de contrôle d’accès',
      Auth: 'votre propre compte et profil',
      Analytics: 'les analyses',
    },
    analyticsTitle: 'Réservé à ceux qui peuvent lire les analyses',
    analyticsBody: 'Cette carte s’affiche car vous pouvez lire les analyses.',
    analyticsHidden: 'Une carte réservée à ceux qui peuvent lire les analyses vous est masquée.',
  },
};
export default fr;
