import type { Translation } from '@/i18n/types';
import type en from './en';

const fr: Translation<typeof en> = {
  kb: {
    title: 'Base de connaissances',
    categoryTitle: 'Catégorie',
    questionTitle: 'Article',
    heading: 'Votre source de réponses',
    subheading: 'Recherchez un article ou ouvrez une catégorie pour parcourir ses questions',
    searchLabel: 'Posez une question…',
    empty: 'Aucune catégorie ni question ne correspond à « %{query} »',
    clearSearch: 'Effacer la recherche',
    categories: {
      'sales-automation': 'Automatisation des ventes',
      'marketing-automation': 'Automatisation du marketing',
      'api-questions': 'Questions sur l’API',
      personalization: 'Personnalisation',
      'email-marketing': 'Marketing par e-mail',
      'demand-generation': 'Génération de la demande',
    },
    questionCount: '%{smart_count} question |||| %{smart_count} questions',
    backToKb: 'Retour à la base de connaissances',
    lastUpdated: 'Mis à jour le %{date}',
    related: 'Questions liées',
    noRelated: 'Aucune autre question dans cette section pour l’instant.',
    notFound: {
      category: 'Catégorie introuvable',
      categoryHint: 'Il n’existe aucune catégorie « %{name} » dans la base de connaissances.',
      question: 'Article introuvable',
      questionHint: 'Cet article n’existe pas ou a été déplacé. Parcourez la base de connaissances pour le retrouver.',
    },
  },
};
export default fr;
