const en = {
  pricing: {
    title: 'Pricing',
    heading: 'Pricing plans',
    subheading:
      'All plans include 40+ advanced tools and features to boost your product. Choose the best plan to fit your needs.',
    annualSwitch: 'Bill annually',
    billing: { monthly: 'Monthly', annually: 'Annually' },
    saveHint: 'Save up to 20% with annual billing',
    perMonth: '/month',
    billedYearly: '%{amount} billed once a year',
    alwaysFree: 'Free, whichever billing you pick',
    popular: 'Popular',
    currentPlan: 'Your current plan',
    choose: 'Choose this plan',
    switchTo: { monthly: 'Switch to monthly billing', annually: 'Switch to annual billing' },
    chosen: {
      monthly: 'You are now on the %{plan} plan, billed monthly.',
      annually: 'You are now on the %{plan} plan, billed annually.',
    },
    plans: {
      basic: { title: 'Basic', subtitle: 'A simple start for everyone' },
      standard: { title: 'Standard', subtitle: 'For small to medium businesses' },
      enterprise: { title: 'Enterprise', subtitle: 'Solution for big organizations' },
    },
    faqTitle: 'Frequently asked questions',
    faqSubtitle: 'Let us help answer the most common questions.',
  },
};
declare module '@/i18n/messageKeys' {
  interface FeatureMessages {
    pricing: typeof en;
  }
}
export default en;
