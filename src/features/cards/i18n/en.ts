const en = {
  cards: {
    menu: 'Cards',
    basic: {
      title: 'Basic cards',
      media: {
        title: 'Card with a picture',
        body: 'A picture on top, a short text and links underneath: the most common card.',
        imageAlt: 'A violet-to-cyan gradient',
        shop: 'Visit the shop',
        faq: 'Read the FAQ',
      },
      headerFooter: {
        title: 'Header and footer',
        subtitle: 'A subtitle under the title',
        body: 'The header names the card, the body holds its content and the footer carries a note and an action.',
        footer: 'Footer note',
        action: 'Create an invoice',
      },
      list: {
        title: 'Card with a list',
        email: 'Email',
        emailHint: 'Read and write messages',
        chat: 'Chat',
        chatHint: 'Talk with your contacts',
        calendar: 'Calendar',
        calendarHint: 'Plan your events',
      },
      tabs: {
        label: 'Card sections',
        overview: 'Overview',
        overviewBody: 'Tabs split a card into sections; only the chosen one is shown.',
        details: 'Details',
        detailsBody: 'Each tab has its own content, and switching is instant.',
        help: 'Help',
        helpBody: 'Use the arrow keys to move between tabs when one of them has the focus.',
      },
      align: {
        left: 'Aligned left',
        center: 'Centred',
        right: 'Aligned right',
        body: 'Text follows the card’s alignment.',
      },
      tones: {
        primary: 'Primary',
        success: 'Success',
        warning: 'Warning',
        error: 'Danger',
        info: 'Info',
        secondary: 'Secondary',
        body: 'A card filled with a theme colour keeps its text readable.',
      },
    },
    advance: {
      title: 'Advanced cards',
      newestUsers: 'Newest users',
      overdue: 'Overdue invoices',
      noOverdue: 'No invoice is overdue.',
      dueOn: 'Due %{date}',
      viewAll: 'View all',
    },
    statistic: {
      title: 'Statistic cards',
      areaCharts: 'With area charts',
      lineCharts: 'With line charts',
    },
    analytic: { title: 'Analytic cards' },
    action: {
      title: 'Card actions',
      fold: 'Fold the card',
      unfold: 'Unfold the card',
      reload: 'Reload the data',
      remove: 'Remove the card',
      showAll: 'Show all cards',
      removedCount: '%{smart_count} card removed |||| %{smart_count} cards removed',
      updatedAt: 'Data loaded at %{time}',
      collapse: { title: 'Fold', body: 'The arrow folds the card down to its header and unfolds it again.' },
      refresh: { title: 'Reload', body: 'The circular arrow fetches the card’s data again.' },
      close: { title: 'Remove', body: 'The cross removes the card; “Show all cards” brings it back.' },
      all: { title: 'All actions', body: 'This card can be folded, reloaded and removed.' },
    },
  },
};
declare module '@/i18n/messageKeys' {
  interface FeatureMessages {
    cards: typeof en;
  }
}
export default en;
