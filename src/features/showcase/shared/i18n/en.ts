const en = {
  showcaseShared: {
    showCode: 'Show code',
    close: 'Close',
    hideCode: 'Hide code',
    copy: 'Copy',
    copied: 'Copied to the clipboard.',
    copyFailed: 'Could not copy. Select the text and press Ctrl+C.',
    colors: {
      primary: 'Primary',
      secondary: 'Secondary',
      success: 'Success',
      error: 'Danger',
      warning: 'Warning',
      info: 'Info',
    },
    severities: { success: 'Success', info: 'Info', warning: 'Warning', error: 'Error' },
    sizes: { small: 'Small', medium: 'Medium', large: 'Large' },
  },
};
declare module '@/i18n/messageKeys' {
  interface FeatureMessages {
    showcaseShared: typeof en;
  }
}
export default en;
