const en = {
  app: {
    demoData: {
      recovered: 'Demo data could not be read and was reset. A copy of the unreadable data was kept in this browser.',
      unavailable: 'Demo data cannot be saved in this browser: your changes will be lost when the page is reloaded.',
      dismiss: 'Dismiss',
      writeFailed:
        'Your change could not be saved in this browser’s storage, so it was not made. Free some space or reset the demo data, then try again.',
      errors: {
        tooLong: 'This text is too long.',
        tooMany: 'There are too many entries.',
        tooBig: 'This number is too large.',
        picture: 'Use a JPG, GIF or PNG picture or a web address (https://…).',
        url: 'Please enter a web address starting with http:// or https://.',
        bodyTooLarge: 'This is too large to save. Remove some content or a picture and try again.',
      },
    },
  },
};
declare module '@/i18n/messageKeys' {
  interface FeatureMessages {
    appDemoData: typeof en;
  }
}
export default en;
