import type { Translation } from '@/i18n/types';
import type en from './en';

const pt: Translation<typeof en> = {
  pricing: {
    title: 'Preços',
    heading: 'Planos de preços',
    subheading:
      'Todos os planos incluem mais de 40 ferramentas e funcionalidades avançadas para o seu produto. Escolha o plano que melhor lhe convém.',
    annualSwitch: 'Faturação anual',
    billing: { monthly: 'Mensal', annually: 'Anual' },
    saveHint: 'Poupe até 20% com a faturação anual',
    perMonth: '/mês',
    billedYearly: '%{amount} faturados uma vez por ano',
    alwaysFree: 'Gratuito, seja qual for a faturação',
    popular: 'Popular',
    currentPlan: 'O seu plano atual',
    choose: 'Escolher este plano',
    switchTo: { monthly: 'Mudar para faturação mensal', annually: 'Mudar para faturação anual' },
    chosen: {
      monthly: 'Tem agora o plano %{plan}, faturado mensalmente.',
      annually: 'Tem agora o plano %{plan}, faturado anualmente.',
    },
    plans: {
      basic: { title: 'Básico', subtitle: 'Um começo simples para todos' },
      standard: { title: 'Standard', subtitle: 'Para pequenas e médias empresas' },
      enterprise: { title: 'Empresarial', subtitle: 'A solução para grandes organizações' },
    },
    faqTitle: 'Perguntas frequentes',
    faqSubtitle: 'Ajudamos a responder às perguntas mais comuns.',
  },
};
export default pt;
