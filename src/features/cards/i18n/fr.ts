import type { Translation } from '@/i18n/types';
import type en from './en';

const fr: Translation<typeof en> = {
  cards: {
    menu: 'Cartes',
    basic: {
      title: 'Cartes simples',
      media: {
        title: 'Carte avec image',
        body: 'Une image en haut, un court texte et des liens en dessous : la carte la plus courante.',
        imageAlt: 'Un dégradé du violet au cyan',
        shop: 'Visiter la boutique',
        faq: 'Lire la FAQ',
      },
      headerFooter: {
        title: 'En-tête et pied',
        subtitle: 'Un sous-titre sous le titre',
        body: 'L’en-tête nomme la carte, le corps contient son contenu et le pied porte une note et une action.',
        footer: 'Note de pied',
        action: 'Créer une facture',
      },
      list: {
        title: 'Carte avec liste',
        email: 'E-mail',
        emailHint: 'Lire et écrire des messages',
        chat: 'Discussion',
        chatHint: 'Parler avec vos contacts',
        calendar: 'Calendrier',
        calendarHint: 'Planifier vos événements',
      },
      tabs: {
        label: 'Sections de la carte',
        overview: 'Aperçu',
        overviewBody: 'Les onglets divisent une carte en sections ; seule celle choisie est affichée.',
        details: 'Détails',
        detailsBody: 'Chaque onglet a son propre contenu, et le changement est immédiat.',
        help: 'Aide',
        helpBody: 'Utilisez les flèches du clavier pour passer d’un onglet à l’autre lorsque l’un d’eux a le focus.',
      },
      align: {
        left: 'Aligné à gauche',
        center: 'Centré',
        right: 'Aligné à droite',
        body: 'Le texte suit l’alignement de la carte.',
      },
      tones: {
        primary: 'Principale',
        success: 'Succès',
        warning: 'Avertissement',
        error: 'Danger',
        info: 'Info',
        secondary: 'Secondaire',
        body: 'Une carte remplie d’une couleur du thème garde un texte lisible.',
      },
    },
    advance: {
      title: 'Cartes avancées',
      newestUsers: 'Derniers utilisateurs',
      overdue: 'Factures en retard',
      noOverdue: 'Aucune facture n’est en retard.',
      dueOn: 'Échéance le %{date}',
      viewAll: 'Tout voir',
    },
    statistic: {
      title: 'Cartes statistiques',
      areaCharts: 'Avec graphiques en aires',
      lineCharts: 'Avec graphiques en courbes',
    },
    analytic: { title: 'Cartes d’analyse' },
    action: {
      title: 'Actions des cartes',
      fold: 'Replier la carte',
      unfold: 'Déplier la carte',
      reload: 'Recharger les données',
      remove: 'Retirer la carte',
      showAll: 'Afficher toutes les cartes',
      removedCount: '%{smart_count} carte retirée |||| %{smart_count} cartes retirées',
      updatedAt: 'Données chargées à %{time}',
      collapse: { title: 'Replier', body: 'La flèche replie la carte jusqu’à son en-tête puis la déplie.' },
      refresh: { title: 'Recharger', body: 'La flèche circulaire récupère à nouveau les données de la carte.' },
      close: { title: 'Retirer', body: 'La croix retire la carte ; « Afficher toutes les cartes » la fait revenir.' },
      all: { title: 'Toutes les actions', body: 'Cette carte peut être repliée, rechargée et retirée.' },
    },
  },
};
export default fr;
