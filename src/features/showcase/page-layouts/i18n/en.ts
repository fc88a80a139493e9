const en = {
  showcasePageLayouts: {
    menu: 'Page layouts',
    routeEntry: 'The route entry that does it',
    effective: 'Settings in force on this page',
    scope: 'Only this route changes: your own layout settings are untouched and come back on every other page.',
    others: 'Other layouts',
    home: 'Back to home',
    collapsedMenu: {
      title: 'Collapsed menu',
      heading: 'Collapsed menu',
      summary: 'The vertical menu shrinks to its icons and gives the width to the content.',
      points: {
        one: 'Only the menu icons show; hover the menu to see it in full.',
        two: 'Each icon keeps its tooltip, so every page is still one click away.',
        three: 'Useful for wide tables and boards that need the room.',
      },
    },
    boxedLayout: {
      title: 'Boxed layout',
      heading: 'Boxed layout',
      summary: 'The content keeps a comfortable maximum width, centred on large screens.',
      points: {
        one: 'Lines of text stay easy to read on very wide monitors.',
        two: 'The menu and the navbar stay where they are.',
        three: 'On small screens it behaves like the full-width layout.',
      },
    },
    withoutMenu: {
      title: 'Without menu',
      heading: 'Layout without menu',
      summary: 'No side menu: the navbar stays, and the content takes the whole width.',
      points: {
        one: 'Good for focused tasks such as a checkout or a wizard.',
        two: 'The navbar search still finds every page.',
        three: 'The brand moves into the navbar.',
      },
    },
    layoutEmpty: {
      title: 'Layout empty',
      heading: 'Empty layout',
      summary: 'The menu stays, but there is no navbar and no footer.',
      points: {
        one: 'The page gets the full height of the screen.',
        two: 'Handy for full-height tools such as a chat or a calendar.',
        three: 'Use the menu, or the buttons below, to leave the page.',
      },
    },
    layoutBlank: {
      title: 'Layout blank',
      heading: 'Blank layout',
      summary: 'No menu, navbar or footer: only the page, as on the sign-in and error pages.',
      points: {
        one: "The route entry says layout: 'full', so the page renders outside the application chrome.",
        two: 'The skin and the language still apply.',
        three: 'Use the buttons below to go back to the application.',
      },
    },
  },
};
declare module '@/i18n/messageKeys' {
  interface FeatureMessages {
    showcasePageLayouts: typeof en;
  }
}
export default en;
