import type { Translation } from '@/i18n/types';
import type en from './en';

const fr: Translation<typeof en> = {
  misc: {
    menuSection: 'Divers',
    backHome: 'Retour à l’accueil',
    notFound: {
      title: 'Page introuvable',
      heading: 'Page introuvable',
      subtitle: 'Oups ! L’adresse demandée est introuvable sur ce serveur.',
    },
    notAuthorized: {
      title: 'Non autorisé',
      heading: 'Accès non autorisé !',
      subtitle: 'Vous n’avez pas la permission de voir cette page. Demandez l’accès à un administrateur.',
      signIn: 'Retour à la connexion',
    },
    maintenance: {
      title: 'En maintenance',
      heading: 'En maintenance',
      subtitle: 'Désolé pour la gêne occasionnée, une maintenance est en cours.',
    },
    error: {
      title: 'Erreur',
      heading: 'Erreur interne du serveur',
      subtitle: 'Un problème est survenu de notre côté. Veuillez réessayer.',
      retry: 'Réessayer',
    },
    comingSoon: {
      title: 'Bientôt disponible',
      heading: 'Lancement imminent',
      subtitle: 'Nous préparons quelque chose de génial. Laissez votre e-mail et nous vous préviendrons.',
      email: 'E-mail',
      notify: 'Me prévenir',
      emailRequired: 'Veuillez saisir votre adresse e-mail',
      emailInvalid: 'Veuillez saisir une adresse e-mail valide, par exemple nom@exemple.com',
      subscribed: 'Merci ! Nous écrirons à %{email} dès le lancement.',
      failed: 'Impossible d’enregistrer votre adresse. Veuillez réessayer.',
    },
  },
};
export default fr;
