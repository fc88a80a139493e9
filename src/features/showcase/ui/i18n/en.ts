const en = {
  showcaseUi: {
    menu: 'User interface',
    typography: {
      title: 'Typography',
      sample: 'The quick brown fox jumps over the lazy dog.',
      headings: {
        title: 'Headings',
        subtitle: 'Six heading levels; choose the look with variant and the meaning with component.',
        text: 'Heading of the page',
      },
      text: { title: 'Body and small text', subtitle: 'Subtitles, body text, captions, overlines and button text.' },
      colors: {
        title: 'Text colours',
        subtitle: 'Theme colours adapt to every skin; pick text.secondary for supporting text.',
      },
      styles: {
        title: 'Weights and styles',
        subtitle: 'Font weights, emphasis, marked text, inline code and keys.',
        weight: 'Font weight %{weight}',
        italic: 'Italic text for emphasis',
        underline: 'Underlined text',
        strike: 'Text that no longer applies',
        markBefore: 'Highlight the',
        mark: 'important part',
        codeBefore: 'Inline code:',
        kbdBefore: 'Open the search with',
        small: 'Small print, for notes and legal text.',
      },
      align: {
        title: 'Alignment and overflow',
        subtitle: 'Start, centre and end follow the reading direction; long text can be cut with an ellipsis.',
        start: 'Aligned to the start',
        center: 'Centred',
        end: 'Aligned to the end',
        noWrap: 'One line with an ellipsis',
        clamp: 'At most two lines',
        long: 'This sentence is deliberately long so that it does not fit on a single line of the card, which shows how text is cut with an ellipsis when there is not enough room for all of it to be displayed.',
      },
      blocks: {
        title: 'Lists and quotes',
        subtitle: 'Bulleted and numbered lists, and a quotation with its author.',
        one: 'Design the schema',
        two: 'Declare the resource',
        three: 'Let the screens be generated',
        quote: 'Simplicity is prerequisite for reliability.',
        author: 'Edsger W. Dijkstra',
      },
    },
    colors: {
      title: 'Colours',
      copy: 'Copy %{name}: %{value}',
      copied: 'Copied %{value}.',
      names: {
        primary: 'Primary',
        secondary: 'Secondary',
        success: 'Success',
        error: 'Error',
        warning: 'Warning',
        info: 'Info',
      },
      skin: {
        title: 'Skin',
        subtitle: 'Every colour below is read from the current theme. Change the skin and watch them change.',
        label: 'Skin',
        light: 'Light',
        dark: 'Dark',
        bordered: 'Bordered',
        'semi-dark': 'Semi-dark',
        current: 'Skin: %{skin}; the content uses the %{mode} palette.',
        mode: { light: 'light', dark: 'dark' },
      },
      main: {
        title: 'Theme colours',
        subtitle: 'Light, main and dark shades of each colour, with its contrast text. Click a colour to copy it.',
      },
      neutral: {
        title: 'Text, backgrounds and states',
        subtitle: 'The colours behind text, surfaces, dividers and hover or selected states.',
      },
      grey: { title: 'Greys', subtitle: 'The grey scale from 50 to 900.' },
    },
    feather: {
      title: 'Icons',
      search: {
        title: 'Icon gallery',
        subtitle:
          '%{count} Material icons ready to use. Search by their English name, then click an icon to copy its import line.',
        label: 'Search icons',
        placeholder: 'e.g. arrow, mail, person',
        size: 'Icon size',
        count: '%{shown} of %{total} icons',
      },
      list: 'Icons',
      copy: 'Copy the import of the %{name} icon',
      copyHint: 'Click to copy the import line',
      copied: 'Copied:',
      copyFailed: 'Could not copy. Select the line and press Ctrl+C:',
      empty: 'No icon matches “%{query}”.',
    },
  },
};
declare module '@/i18n/messageKeys' {
  interface FeatureMessages {
    showcaseUi: typeof en;
  }
}
export default en;
