const en = {
  kb: {
    title: 'Knowledge base',
    categoryTitle: 'Category',
    questionTitle: 'Article',
    heading: 'Dedicated source used on website',
    subheading: 'Search an article, or open a category to browse its questions',
    searchLabel: 'Ask a question…',
    empty: 'No category or question matches “%{query}”',
    clearSearch: 'Clear the search',
    categories: {
      'sales-automation': 'Sales automation',
      'marketing-automation': 'Marketing automation',
      'api-questions': 'API questions',
      personalization: 'Personalization',
      'email-marketing': 'E-mail marketing',
      'demand-generation': 'Demand generation',
    },
    questionCount: '%{smart_count} question |||| %{smart_count} questions',
    backToKb: 'Back to the knowledge base',
    lastUpdated: 'Last updated on %{date}',
    related: 'Related questions',
    noRelated: 'No other question in this section yet.',
    notFound: {
      category: 'Category not found',
      categoryHint: 'There is no knowledge-base category called “%{name}”.',
      question: 'Article not found',
      questionHint: 'This article does not exist or has moved. Browse the knowledge base to find it.',
    },
  },
};
declare module '@/i18n/messageKeys' {
  interface FeatureMessages {
    kb: typeof en;
  }
}
export default en;
