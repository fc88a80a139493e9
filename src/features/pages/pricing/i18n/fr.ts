import type { Translation } from '@/i18n/types';
import type en from './en';

const fr: Translation<typeof en> = {
  pricing: {
    title: 'Tarifs',
    heading: 'Formules tarifaires',
    subheading:
      'Toutes les formules comprennent plus de 40 outils et fonctionnalités avancés pour votre produit. Choisissez celle qui vous convient.',
    annualSwitch: 'Facturation annuelle',
    billing: { monthly: 'Mensuel', annually: 'Annuel' },
    saveHint: 'Économisez jusqu’à 20 % avec la facturation annuelle',
    perMonth: '/mois',
    billedYearly: '%{amount} facturés une fois par an',
    alwaysFree: 'Gratuit, quelle que soit la facturation',
    popular: 'Populaire',
    currentPlan: 'Votre formule actuelle',
    choose: 'Choisir cette formule',
    switchTo: { monthly: 'Passer à la facturation mensuelle', annually: 'Passer à la facturation annuelle' },
    chosen: {
      monthly: 'Vous avez maintenant la formule %{plan}, facturée chaque mois.',
      annually: 'Vous avez maintenant la formule %{plan}, facturée chaque année.',
    },
    plans: {
      basic: { title: 'Basique', subtitle: 'Un début simple pour tous' },
      standard: { title: 'Standard', subtitle: 'Pour les petites et moyennes entreprises' },
      enterprise: { title: 'Entreprise', subtitle: 'La solution pour les grandes organisations' },
    },
    faqTitle: 'Questions fréquentes',
    faqSubtitle: 'Voici les réponses aux questions les plus courantes.',
  },
};
export default fr;
