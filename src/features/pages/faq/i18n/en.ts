const en = {
  faq: {
    title: 'FAQ',
    heading: "Let's answer some questions",
    subheading: 'or choose a category to quickly find the help you need',
    searchLabel: 'Search a question…',
    categoriesLabel: 'FAQ categories',
    categories: {
      payment: { title: 'Payment', subtitle: 'Billing, renewals and licenses' },
      delivery: { title: 'Delivery', subtitle: 'Where your order is and when it arrives' },
      cancellationReturn: { title: 'Cancellation & return', subtitle: 'Cancel an order or send a product back' },
      myOrders: { title: 'My orders', subtitle: 'Order status, tracking and promotions' },
      productServices: { title: 'Product & services', subtitle: 'Shipping notices, warranties and stock' },
    },
    empty: {
      title: 'No question matches “%{query}”',
      hint: 'Try other words, or ask us directly below.',
      clear: 'Clear the search',
    },
    contact: {
      title: 'You still have a question?',
      subtitle: 'If you cannot find a question in our FAQ, you can always contact us. We will answer shortly!',
      phoneHint: 'We are always happy to help!',
      emailHint: 'The best way to get an answer faster!',
    },
  },
};
declare module '@/i18n/messageKeys' {
  interface FeatureMessages {
    faq: typeof en;
  }
}
export default en;
