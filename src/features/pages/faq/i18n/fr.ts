import type { Translation } from '@/i18n/types';
import type en from './en';

const fr: Translation<typeof en> = {
  faq: {
    title: 'FAQ',
    heading: 'Répondons à vos questions',
    subheading: 'ou choisissez une catégorie pour trouver rapidement l’aide dont vous avez besoin',
    searchLabel: 'Rechercher une question…',
    categoriesLabel: 'Catégories de la FAQ',
    categories: {
      payment: { title: 'Paiement', subtitle: 'Facturation, renouvellements et licences' },
      delivery: { title: 'Livraison', subtitle: 'Où en est votre commande et quand elle arrive' },
      cancellationReturn: { title: 'Annulation et retour', subtitle: 'Annuler une commande ou renvoyer un produit' },
      myOrders: { title: 'Mes commandes', subtitle: 'État des commandes, suivi et promotions' },
      productServices: { title: 'Produits et services', subtitle: 'Avis d’expédition, garanties et stock' },
    },
    empty: {
      title: 'Aucune question ne correspond à « %{query} »',
      hint: 'Essayez d’autres mots ou posez-nous directement votre question ci-dessous.',
      clear: 'Effacer la recherche',
    },
    contact: {
      title: 'Vous avez encore une question ?',
      subtitle:
        'Si vous ne trouvez pas votre question dans la FAQ, vous pouvez toujours nous contacter. Nous répondrons rapidement !',
      phoneHint: 'Nous sommes toujours ravis de vous aider !',
      emailHint: 'Le meilleur moyen d’obtenir une réponse rapide !',
    },
  },
};
export default fr;
