const en = {
  misc: {
    menuSection: 'Miscellaneous',
    backHome: 'Back to home',
    notFound: {
      title: 'Page not found',
      heading: 'Page not found',
      subtitle: 'Oops! The requested URL was not found on this server.',
    },
    notAuthorized: {
      title: 'Not authorized',
      heading: 'You are not authorized!',
      subtitle: 'You do not have permission to view this page. Ask an administrator for access.',
      signIn: 'Back to sign-in',
    },
    maintenance: {
      title: 'Under maintenance',
      heading: 'Under maintenance',
      subtitle: 'Sorry for the inconvenience, we are performing some maintenance at the moment.',
    },
    error: {
      title: 'Error',
      heading: 'Internal server error',
      subtitle: 'Something went wrong on our side. Please try again.',
      retry: 'Try again',
    },
    comingSoon: {
      title: 'Coming soon',
      heading: 'We are launching soon',
      subtitle: 'We are creating something awesome. Leave your e-mail and we will tell you when it is ready.',
      email: 'E-mail',
      notify: 'Notify me',
      emailRequired: 'Please enter your e-mail address',
      emailInvalid: 'Please enter a valid e-mail address, such as name@example.com',
      subscribed: 'Thank you! We will write to %{email} as soon as we launch.',
      failed: 'We could not save your address. Please try again.',
    },
  },
};
declare module '@/i18n/messageKeys' {
  interface FeatureMessages {
    misc: typeof en;
  }
}
export default en;
