import type { Translation } from '@/i18n/types';
import type en from './en';

const de: Translation<typeof en> = {
  pricing: {
    title: 'Preise',
    heading: 'Preispläne',
    subheading:
      'Alle Pläne enthalten über 40 fortgeschrittene Werkzeuge und Funktionen für Ihr Produkt. Wählen Sie den Plan, der zu Ihnen passt.',
    annualSwitch: 'Jährlich abrechnen',
    billing: { monthly: 'Monatlich', annually: 'Jährlich' },
    saveHint: 'Sparen Sie bis zu 20 % mit jährlicher Abrechnung',
    perMonth: '/Monat',
    billedYearly: '%{amount} einmal im Jahr abgerechnet',
    alwaysFree: 'Kostenlos, egal wie Sie abrechnen',
    popular: 'Beliebt',
    currentPlan: 'Ihr aktueller Plan',
    choose: 'Diesen Plan wählen',
    switchTo: { monthly: 'Zu monatlicher Abrechnung wechseln', annually: 'Zu jährlicher Abrechnung wechseln' },
    chosen: {
      monthly: 'Sie haben jetzt den Plan %{plan}, monatlich abgerechnet.',
      annually: 'Sie haben jetzt den Plan %{plan}, jährlich abgerechnet.',
    },
    plans: {
      basic: { title: 'Basic', subtitle: 'Ein einfacher Einstieg für alle' },
      standard: { title: 'Standard', subtitle: 'Für kleine und mittlere Unternehmen' },
      enterprise: { title: 'Enterprise', subtitle: 'Die Lösung für große Organisationen' },
    },
    faqTitle: 'Häufig gestellte Fragen',
    faqSubtitle: 'Wir beantworten die häufigsten Fragen.',
  },
};
export default de;
