const en = {
  showcaseExtensions: {
    menu: 'Extensions',
    sweetAlert: {
      title: 'Sweet alert',
      ok: 'OK', cancel: 'Cancel',
      result: {
        confirmed: 'Result: confirmed.', cancel: 'Result: cancelled with the button.', backdrop: 'Result: closed by a click outside.',
        esc: 'Result: closed with the Escape key.', timer: 'Result: closed by the timer.',
      },
      types: {
        title: 'Types', subtitle: 'Each type has its own animated icon.',
        success: { button: 'Success', title: 'Good job!', text: 'You clicked the button.' },
        error: { button: 'Error', title: 'Oops…', text: 'Something went wrong.' },
        warning: { button: 'Warning', title: 'Careful', text: 'This action needs your attention.' },
        info: { button: 'Info', title: 'Did you know?', text: 'Dialogs can be closed with Escape.' },
        question: { button: 'Question', title: 'Any questions?', text: 'Ask the team in the chat.' },
      },
      confirm: {
        title: 'Confirm or cancel', subtitle: 'Ask before a destructive action and answer with the outcome.',
        button: 'Delete the file', question: 'Are you sure?', text: 'The file cannot be recovered afterwards.',
        yes: 'Yes, delete it', no: 'No, keep it', deleted: 'Deleted!', deletedText: 'Your file has been deleted.',
        cancelled: 'Cancelled', cancelledText: 'Your file is safe.',
      },
      prompt: {
        title: 'Ask for a value', subtitle: 'A field inside the dialog, checked before it closes.',
        button: 'Ask my name', question: 'What is your name?', label: 'Name', required: 'Please enter your name.', hello: 'Hello, %{name}!',
      },
      async: {
        title: 'Asynchronous check', subtitle: 'The confirm button waits for a check; a taken name keeps the dialog open.',
        button: 'Reserve a user name', question: 'Choose a user name', text: 'admin, root and johndoe are already taken.',
        label: 'User name', reserve: 'Reserve', format: 'Use 3 to 16 letters, digits or underscores.',
        taken: '“%{name}” is already taken.', done: '“%{name}” is yours.',
      },
      timer: {
        title: 'Auto close', subtitle: 'The dialog closes itself after four seconds; the bar shows the time left.',
        button: 'Show for four seconds', question: 'Closing soon', text: 'This dialog closes by itself.',
      },
    },
    dragDrop: {
      title: 'Drag and drop',
      handle: 'Move %{item}',
      reset: 'Reset',
      a11y: {
        instructions: 'To pick up an item, press Space or Enter. Move it with the arrow keys, press Space or Enter again to drop it, or Escape to cancel.',
        picked: 'Picked up %{item}.', over: '%{item} is over %{target}.', dropped: '%{item} was dropped over %{target}.', cancelled: 'Moving %{item} was cancelled.',
      },
      tasks: { plan: 'Plan the sprint', design: 'Design the screens', build: 'Build the features', test: 'Test everything', release: 'Release' },
      list: {
        title: 'Sortable list', subtitle: 'Drag a row with the mouse or touch, or focus its handle and use Space and the arrow keys.',
        label: 'Tasks in order', order: 'Order: %{order}',
      },
      lists: {
        title: 'Between lists', subtitle: 'Move cards from one list to the other, or reorder them inside a list.',
        backlog: 'To do', done: 'Done', empty: 'Drop cards here.',
      },
      cards: { invoices: 'Send the invoices', newsletter: 'Write the newsletter', onboarding: 'Improve onboarding', security: 'Security review', logo: 'New logo', pricing: 'Pricing page' },
      grid: { title: 'Sortable grid', subtitle: 'The same works for tiles in a grid.', photo: 'Picture %{n}' },
    },
    swiper: {
      title: 'Swiper',
      previous: 'Previous slide', next: 'Next slide', goTo: 'Go to slide %{n}',
      slide: 'Slide %{n}', thumb: 'Show slide %{n}', position: 'Slide %{current} of %{total}',
      navigation: { title: 'Arrows and keyboard', subtitle: 'Previous and next arrows; the arrow keys work too.' },
      pagination: { title: 'Pagination kinds', subtitle: 'Dynamic bullets, a fraction or a progress bar.' },
      multiple: { title: 'Several per view', subtitle: 'One slide on phones, two on tablets, three on wide screens.' },
      centered: { title: 'Centred', subtitle: 'The active slide sits in the middle with its neighbours peeking in.' },
      coverflow: { title: 'Coverflow effect', subtitle: 'Slides turn in three dimensions around the active one.' },
      cards: { title: 'Cards effect', subtitle: 'A stack of cards to swipe through.' },
      autoplay: { title: 'Autoplay', subtitle: 'Moves on every 2.5 seconds and loops; hovering pauses it.' },
      vertical: { title: 'Vertical', subtitle: 'Slides move up and down, also with the mouse wheel.' },
      thumbs: { title: 'Thumbnail gallery', subtitle: 'Thumbnails below steer the main slider.' },
    },
    clipboard: {
      title: 'Clipboard',
      field: {
        title: 'Copy what you type', subtitle: 'Uses the Clipboard API, and falls back to the older copy command where that API is not available.',
        initial: 'Copy me and paste me below!', label: 'Text to copy', copy: 'Copy', empty: 'Type something to copy first.',
        copiedApi: 'Copied with the Clipboard API.', copiedFallback: 'Copied with the fallback copy command.',
        failed: 'The browser refused to copy. Select the text and press Ctrl+C.',
        paste: 'Paste here to check', pasteHint: 'Ctrl+V or right click and Paste',
      },
      coupon: { title: 'Copy a code', subtitle: 'The button confirms the copy for two seconds.', text: 'Your discount code', copy: 'Copy the code' },
      keys: {
        title: 'Copy from a list', subtitle: 'Each row has its own copy button.',
        production: 'Production key', staging: 'Staging key', webhook: 'Webhook secret', copy: 'Copy the %{name}',
      },
      readonly: { title: 'Inside a field', subtitle: 'A read-only field with a copy button at its end.', label: 'Install command', copy: 'Copy the command' },
    },
    contextMenu: {
      title: 'Context menu',
      files: {
        title: 'File actions', subtitle: 'Right-click a file (or focus it and press Shift+F10) for its actions.',
        label: 'Files', hint: 'Right-click a file to open, rename, duplicate, star or delete it.',
        open: 'Open', rename: 'Rename', duplicate: 'Duplicate', star: 'Add a star', unstar: 'Remove the star', delete: 'Delete',
        opened: 'Opened %{name}.', starred: 'Starred', copySuffix: '(copy)', empty: 'No files left.', reset: 'Restore the files',
        newName: 'New name', saveName: 'Save the name', cancelRename: 'Cancel renaming',
        nameRequired: 'Enter a file name.', nameTaken: 'A file called %{name} already exists.',
      },
      text: {
        title: 'Text styles', subtitle: 'Right-click the paragraph to style it.',
        sample: 'Right-click this paragraph: make it bold or italic, highlight it, or clear the styles.',
        bold: 'Bold', italic: 'Italic', yellow: 'Highlight in yellow', green: 'Highlight in green', clear: 'Clear the styles',
      },
    },
    toastification: {
      title: 'Toastification',
      close: 'Close the notification',
      positions: {
        'top-start': 'Top, start', 'top-center': 'Top, centre', 'top-end': 'Top, end',
        'bottom-start': 'Bottom, start', 'bottom-center': 'Bottom, centre', 'bottom-end': 'Bottom, end',
      },
      types: {
        title: 'Types', subtitle: 'Each type has its colour and icon; several toasts stack up.',
        default: { button: 'Default', title: 'Hello', message: 'A plain notification.' },
        success: { button: 'Success', title: 'Saved', message: 'Your changes are safe.' },
        info: { button: 'Info', title: 'New message', message: 'Ana sent you a file.' },
        warning: { button: 'Warning', title: 'Battery low', message: 'Plug in your laptop soon.' },
        error: { button: 'Error', title: 'Upload failed', message: 'The file is larger than 10 MB.' },
      },
      options: {
        title: 'Position and options', subtitle: 'Choose where the toast appears, how long it stays and what it shows.',
        position: 'Position', timeout: 'Closes after %{smart_count} second |||| Closes after %{smart_count} seconds', never: 'Stays until closed',
        forever: 'Stay until closed', progress: 'Progress bar', pause: 'Pause on hover', close: 'Close button',
        show: 'Show a toast', clear: 'Clear %{smart_count} toast |||| Clear %{smart_count} toasts',
        sampleTitle: 'Here I am', sample: 'Shown at: %{position}.',
      },
      actions: {
        title: 'With actions', subtitle: 'A toast can offer a button: undo a removal, or open what just happened.',
        label: 'Contacts', people: { ana: 'Ana Silva', ben: 'Ben Kraus', chloe: 'Chloé Martin' },
        remove: 'Remove %{name}', removedTitle: 'Contact removed', removed: '%{name} was removed from your contacts.', undo: 'Undo',
        restore: 'Restore all', empty: 'No contacts left.',
        export: 'Export a report', reportTitle: 'Report ready', report: 'Your monthly report has been exported.', view: 'View',
        viewed: 'You opened the monthly report from the toast.',
      },
    },
    i18n: {
      title: 'Internationalisation',
      switch: {
        title: 'Switch the language', subtitle: 'The whole application changes language at once, without reloading.',
        label: 'Interface language', current: 'Current language:', welcome: 'Welcome to the admin!',
        explain: 'This text, the menu, the navbar and the page title all follow the language you pick. The choice is remembered.',
      },
      messages: {
        title: 'Values and plurals', subtitle: 'Messages take values, and plural forms follow each language’s rules.',
        name: 'Your name', friend: 'friend', greeting: 'Hello, %{name}! Nice to see you.', count: 'New messages',
        none: 'You have no new messages.', inbox: 'You have %{smart_count} new message. |||| You have %{smart_count} new messages.',
      },
      formats: {
        title: 'Dates and numbers', subtitle: 'Formatted for the chosen language with the browser’s Intl API.',
        date: 'Date', time: 'Time', number: 'Number', currency: 'Price', percent: 'Percentage', relative: 'Relative time', list: 'List',
      },
    },
    slider: {
      title: 'Slider',
      basic: {
        title: 'Continuous', subtitle: 'Drag the thumb, click the track or use the arrow keys.',
        volume: 'Volume', value: 'Volume: %{value}%', disabled: 'Disabled slider',
      },
      steps: {
        title: 'Steps and marks', subtitle: 'Snap to steps of ten, or only to the marked values.',
        label: 'Step value', value: 'Value: %{value}', temperature: 'Temperature (marked values only)',
      },
      range: {
        title: 'Range', subtitle: 'Two thumbs that keep a minimum gap; the fields and the slider stay in step.',
        min: 'Minimum price', max: 'Maximum price', value: 'From %{min} to %{max}',
        errors: {
          notNumber: 'Enter a number.', outOfBounds: 'Enter a value between %{min} and %{max}.',
          tooClose: 'Keep at least %{distance} between the minimum and the maximum.',
        },
      },
      vertical: { title: 'Vertical', subtitle: 'An equaliser of vertical sliders.', band: 'Band %{band} Hz' },
      colors: { title: 'Colours and sizes', subtitle: 'Every colour of the palette, medium or small.' },
    },
    tour: {
      title: 'Tour',
      controls: { next: 'Next', back: 'Back', skip: 'Skip the tour', finish: 'Finish', progress: 'Step %{current} of %{total}' },
      intro: {
        title: 'Guided tour', subtitle: 'Walk a new user through the page: each step lights up one part and explains it.',
        start: 'Start the tour', restart: 'Take the tour again', finished: 'Tour finished. Well done!', skipped: 'Tour skipped at step %{step} of %{total}.',
      },
      steps: {
        welcome: { title: 'Welcome!', text: 'This short tour shows the main parts of the dashboard. Use Next and Back, or Skip at any time.' },
        stats: { title: 'Key figures', text: 'Visitors, sales and orders of the current month at a glance.' },
        chart: { title: 'Weekly trend', text: 'Each bar is one day; taller means more sales.' },
        tasks: { title: 'Team progress', text: 'Where each workstream stands.' },
        invite: { title: 'Invite your team', text: 'Add colleagues so they can follow the dashboard too. That is the end of the tour.' },
      },
      page: {
        visitors: 'Visitors', sales: 'Sales', orders: 'Orders', chart: 'Sales this week', chartLabel: 'Bar chart of sales for the last seven days',
        tasks: 'Team progress', invite: 'Invite',
        copied: 'An invitation link was copied to your clipboard.', failed: 'The invitation link could not be copied.',
        task: { design: 'Design', api: 'API', docs: 'Documentation' },
      },
    },
  },
};
declare module '@/i18n/messageKeys' {
  interface FeatureMessages {
    showcaseExtensions: typeof en;
  }
}
export default en;
