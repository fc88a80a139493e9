const en = {
  shared: {
    loading: 'Loading',
    loadFailed: 'This content could not be loaded.',
    retry: 'Try again',
    saveFailed: 'Your changes could not be saved. Please try again.',
    image: {
      wrongType: 'Please choose a PNG, JPEG, WebP or GIF image',
      tooLarge: 'The image must be 1 MB or smaller',
    },
    draft: {
      found: 'Changes you had not saved (kept at %{time}) can be restored.',
      restore: 'Restore',
      discard: 'Discard',
    },
    unsaved: {
      title: 'Discard unsaved changes?',
      message: 'You have changes that are not saved yet. If you leave now, they will be lost.',
      stay: 'Keep editing',
      discard: 'Discard changes',
    },
    richText: {
      toolbar: 'Formatting',
      heading: 'Heading',
      bold: 'Bold',
      italic: 'Italic',
      underline: 'Underline',
      strike: 'Strikethrough',
      code: 'Inline code',
      h1: 'Heading 1',
      h2: 'Heading 2',
      h3: 'Heading 3',
      bulletList: 'Bulleted list',
      orderedList: 'Numbered list',
      blockquote: 'Quote',
      codeBlock: 'Code block',
      horizontalRule: 'Divider',
      link: 'Link',
      unlink: 'Remove link',
      clear: 'Clear formatting',
      undo: 'Undo',
      redo: 'Redo',
      linkTitle: 'Link',
      linkAddress: 'Address',
      linkHelp: 'https://… or mailto:…',
      linkInvalid: 'Please enter a full address such as https://example.com',
      linkSave: 'Apply',
    },
  },
};
declare module '@/i18n/messageKeys' {
  interface FeatureMessages {
    shared: typeof en;
  }
}
export default en;
