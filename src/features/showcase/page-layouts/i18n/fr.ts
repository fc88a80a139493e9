import type { Translation } from '@/i18n/types';
import type en from './en';

const fr: Translation<typeof en> = {
  showcasePageLayouts: {
    menu: 'Mises en page',
    routeEntry: 'L’entrée de route qui le fait',
    effective: 'Réglages en vigueur sur cette page',
    scope:
      'Seule cette route change : vos propres réglages de mise en page restent intacts et reviennent sur toutes les autres pages.',
    others: 'Autres mises en page',
    home: 'Retour à l’accueil',
    collapsedMenu: {
      title: 'Menu replié',
      heading: 'Menu replié',
      summary: 'Le menu vertical se réduit à ses icônes et laisse la largeur au contenu.',
      points: {
        one: 'Seules les icônes du menu s’affichent ; survolez le menu pour le voir en entier.',
        two: 'Chaque icône garde son infobulle : chaque page reste à un clic.',
        three: 'Utile pour les grands tableaux qui ont besoin de place.',
      },
    },
    boxedLayout: {
      title: 'Mise en page encadrée',
      heading: 'Mise en page encadrée',
      summary: 'Le contenu garde une largeur maximale confortable, centrée sur les grands écrans.',
      points: {
        one: 'Les lignes de texte restent faciles à lire sur les très grands écrans.',
        two: 'Le menu et la barre de navigation restent en place.',
        three: 'Sur petit écran, elle se comporte comme la mise en page pleine largeur.',
      },
    },
    withoutMenu: {
      title: 'Sans menu',
      heading: 'Mise en page sans menu',
      summary: 'Pas de menu latéral : la barre de navigation reste, et le contenu prend toute la largeur.',
      points: {
        one: 'Idéal pour les tâches ciblées comme un paiement ou un assistant.',
        two: 'La recherche de la barre de navigation trouve toujours chaque page.',
        three: 'Le logo passe dans la barre de navigation.',
      },
    },
    layoutEmpty: {
      title: 'Mise en page vide',
      heading: 'Mise en page vide',
      summary: 'Le menu reste, mais il n’y a ni barre de navigation ni pied de page.',
      points: {
        one: 'La page obtient toute la hauteur de l’écran.',
        two: 'Pratique pour les outils pleine hauteur comme un chat ou un calendrier.',
        three: 'Utilisez le menu, ou les boutons ci-dessous, pour quitter la page.',
      },
    },
    layoutBlank: {
      title: 'Mise en page vierge',
      heading: 'Mise en page vierge',
      summary:
        'Ni menu, ni barre de navigation, ni pied de page : seulement la page, comme pour la connexion et les pages d’erreur.',
      points: {
        one: "L’entrée de route indique layout: 'full', la page s’affiche donc hors du cadre de l’application.",
        two: 'L’apparence et la langue s’appliquent toujours.',
        three: 'Utilisez les boutons ci-dessous pour revenir à l’application.',
      },
    },
  },
};
export default fr;
