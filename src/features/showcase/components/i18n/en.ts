const en = {
  showcaseComponents: {
    menu: 'Components',
    alert: {
      title: 'Alert',
      severities: {
        title: 'Severities', subtitle: 'The severity sets the colour and the icon: pick the one that matches the message.',
        success: 'Your changes have been saved.', info: 'A new version is available.',
        warning: 'Your subscription ends in 3 days.', error: 'The payment could not be processed.',
      },
      variants: {
        title: 'Variants', subtitle: 'Standard, outlined and filled alerts give the same message more or less weight.',
        standard: 'Standard alert', outlined: 'Outlined alert', filled: 'Filled alert',
      },
      dismissible: {
        title: 'Dismissible', subtitle: 'Each alert closes with its own button; Restore brings them back.',
        first: 'You can close this message.', second: 'And this one too.', restore: 'Restore alerts', allClosed: 'All alerts are closed.',
      },
      countdown: {
        title: 'Auto-dismissing', subtitle: 'The alert closes itself when the countdown reaches zero.',
        start: 'Show for %{seconds} seconds',
        message: 'This alert closes in %{smart_count} second |||| This alert closes in %{smart_count} seconds',
      },
      actions: {
        title: 'Actions and icons', subtitle: 'Put a button in the alert, change its icon or leave the icon out.',
        archived: 'The conversation was archived.', undo: 'Undo', restored: 'The conversation is back in your inbox.',
        customIcon: 'A custom icon can say more than the default one.', noIcon: 'This alert has no icon.',
      },
      visibility: {
        title: 'Show and hide', subtitle: 'Bind the alert to state so it shows only when it applies.',
        toggle: 'Show the alert', message: 'Visible because the switch is on.',
      },
    },
    aspect: {
      title: 'Aspect',
      ratios: { title: 'Common ratios', subtitle: 'The CSS aspect-ratio property keeps the height in step with the width.' },
      resize: {
        title: 'Try it', subtitle: 'Choose a ratio and a width: the picture keeps its proportions.',
        ratio: 'Aspect ratio', width: 'Width: %{percent}%', alt: 'Sample landscape cropped to the chosen ratio',
      },
    },
    avatar: {
      title: 'Avatar',
      sizes: { title: 'Sizes', subtitle: 'Set width and height; scale the font with them for initials.' },
      variants: {
        title: 'Shapes and colours', subtitle: 'Circular, rounded or square, on any colour of the palette.',
        circular: 'Circular', rounded: 'Rounded', square: 'Square',
      },
      content: { title: 'Content', subtitle: 'A picture, initials or an icon.' },
      group: {
        title: 'Group', subtitle: 'Stack avatars; beyond the maximum a counter shows how many more there are.',
        members: '%{smart_count} member |||| %{smart_count} members', add: 'Add member', remove: 'Remove member', more: 'More members',
      },
      status: {
        title: 'With status', subtitle: 'A dot badge shows presence. Click an avatar to change it.',
        online: 'Online', away: 'Away', busy: 'Busy', offline: 'Offline', change: '%{name}: %{status}. Click to change the status',
      },
    },
    badge: {
      title: 'Badge',
      colors: { title: 'Colours', subtitle: 'A counter in the corner of an icon, in any colour of the palette.' },
      counter: {
        title: 'Counter', subtitle: 'Above the maximum the badge shows 99+; zero hides it unless you ask otherwise.',
        count: 'Change the count', decrease: 'Decrease', increase: 'Increase', value: 'Count: %{count}',
        dot: 'Dot only', showZero: 'Show zero', hide: 'Hide the badge',
      },
      positions: { title: 'Positions', subtitle: 'Anchor the badge to any corner; in right-to-left it mirrors.' },
      labels: {
        title: 'Labels', subtitle: 'Small labels beside text mark something new or a state.',
        heading: 'Example heading', new: 'New',
      },
      inButtons: {
        title: 'In buttons', subtitle: 'A count inside a button or on an icon button.',
        messages: 'Messages', tasks: 'Tasks', cart: 'Cart, %{smart_count} item |||| Cart, %{smart_count} items',
      },
    },
    breadcrumb: {
      title: 'Breadcrumb',
      label: 'Breadcrumb',
      basic: { title: 'Basic', subtitle: 'Links to the parent pages; the current page is plain text marked as current.' },
      separators: { title: 'Separators', subtitle: 'Any text or icon can separate the items.' },
      icons: { title: 'Icons and chips', subtitle: 'Icons before the labels, or each item drawn as a chip.' },
      collapsed: { title: 'Collapsed', subtitle: 'Long trails fold their middle items; click the dots to unfold them.', expand: 'Show the hidden items' },
      folders: {
        title: 'Navigable trail', subtitle: 'Open a folder to go deeper, click a crumb to go back up.',
        label: 'Folder path', empty: 'This folder is empty.',
        documents: 'Documents', projects: 'Projects', website: 'Website', design: 'Design', content: 'Content', mobile: 'Mobile app',
        invoices: 'Invoices', year2024: '2024', year2025: '2025',
      },
    },
    button: {
      title: 'Button',
      variants: {
        title: 'Variants and colours', subtitle: 'Contained for the main action, outlined for secondary ones, text for the least important.',
        contained: 'Contained', outlined: 'Outlined', text: 'Text',
      },
      sizes: { title: 'Sizes', subtitle: 'Small, medium and large; fullWidth stretches a button across its container.', block: 'Full-width button' },
      icons: {
        title: 'Icons', subtitle: 'An icon before or after the label, or an icon button with an accessible name.',
        send: 'Send', delete: 'Delete', edit: 'Edit',
      },
      states: {
        title: 'States', subtitle: 'Disabled, loading, counting clicks and toggling.',
        disabled: 'Disabled', likes: '%{smart_count} like |||| %{smart_count} likes',
        save: 'Save', saving: 'Saving…', saved: 'Saved.', bookmark: 'Bookmark', bookmarked: 'Bookmarked',
      },
      fab: {
        title: 'Floating action buttons', subtitle: 'Round buttons for the main action of a screen, in three sizes or extended.',
        add: 'Add', edit: 'Edit', like: 'Like', navigate: 'Navigate',
      },
    },
    buttonGroup: {
      title: 'Button group',
      one: 'One', two: 'Two', three: 'Three',
      variants: {
        title: 'Variants', subtitle: 'Related buttons joined into one control.',
        contained: 'Contained group', outlined: 'Outlined group', text: 'Text group',
      },
      sizes: { title: 'Sizes and colours', subtitle: 'The group passes its size and colour to every button.' },
      vertical: { title: 'Vertical', subtitle: 'Stack the buttons for narrow places.' },
      split: {
        title: 'Split button', subtitle: 'The main part runs the chosen action; the arrow opens the other choices.',
        label: 'Merge pull request', choose: 'Choose the merge method',
        merge: 'Create a merge commit', squash: 'Squash and merge', rebase: 'Rebase and merge',
        idle: 'Nothing merged yet.', done: 'Done: %{action}.',
      },
      toggle: {
        title: 'Toggle buttons', subtitle: 'Pick one option of a set; the content follows the choice.',
        alignment: 'Text alignment', start: 'Start', center: 'Centre', end: 'End',
        sample: 'This paragraph follows the alignment you choose.',
        view: 'Layout', list: 'List', grid: 'Grid', quilt: 'Quilt',
      },
    },
    buttonToolbar: {
      title: 'Button toolbar',
      editor: {
        title: 'Formatting toolbar', subtitle: 'Groups of buttons in one toolbar; arrow keys, Tab and the buttons all work.',
        label: 'Formatting', marks: 'Text style', bold: 'Bold', italic: 'Italic', underline: 'Underline',
        align: 'Alignment', alignStart: 'Align to the start', alignCenter: 'Centre', alignEnd: 'Align to the end',
        undo: 'Undo', redo: 'Redo', sample: 'Format this sentence with the toolbar above, then undo and redo your changes.',
      },
      pager: {
        title: 'Toolbar with a field', subtitle: 'Buttons and an input side by side, wrapping on small screens.',
        label: 'Results', pages: 'Pages', previous: 'Previous page', next: 'Next page', search: 'Search this page',
        showing: 'Page %{page} of %{total}.', searching: 'Searching page %{page} for “%{query}”.',
      },
    },
    calendar: {
      title: 'Calendar',
      selected: 'Selected: %{date}',
      noDate: 'no date',
      basic: { title: 'Basic', subtitle: 'A month view to pick a day; names of months and days follow the language.', today: 'Today' },
      restricted: { title: 'Restricted dates', subtitle: 'No past days, no weekends, and nothing beyond three months from now.' },
      events: {
        title: 'Days with events', subtitle: 'A dot marks the days that have events; pick one to list them.',
        list: 'Events of the day', none: 'No events on this day.',
        meeting: 'Team meeting', launch: 'Product launch', review: 'Design review', holiday: 'Public holiday',
      },
      views: { title: 'Month and year', subtitle: 'Limit the views to pick a month, for example for a report period.' },
      states: {
        title: 'Read-only and disabled', subtitle: 'Show a date without letting anyone change it.',
        readOnly: 'Read-only (switch off for disabled)', readOnlyHint: 'Read-only: you can browse the months but not change the date.',
        disabledHint: 'Disabled: the whole calendar is inactive.',
      },
    },
    carousel: {
      title: 'Carousel',
      previous: 'Previous slide', next: 'Next slide', goTo: 'Go to slide %{n}',
      position: 'Slide %{current} of %{total}',
      slides: {
        mountains: { caption: 'Mountains', text: 'Swipe, drag, use the arrows or the keyboard.' },
        sea: { caption: 'Sea', text: 'The dots below jump straight to a slide.' },
        forest: { caption: 'Forest', text: 'The carousel loops back to the first slide.' },
        desert: { caption: 'Desert', text: 'Captions sit over a gradient so they stay readable.' },
        sunset: { caption: 'Sunset', text: 'In right-to-left the carousel runs the other way.' },
      },
      controls: { title: 'Controls, indicators and captions', subtitle: 'Arrows, clickable dots, keyboard and swipe, built with Swiper.' },
      fade: { title: 'Crossfade and autoplay', subtitle: 'Slides fade into each other every three seconds; hovering pauses them.', pause: 'Pause', play: 'Play' },
    },
    collapse: {
      title: 'Collapse',
      basic: {
        title: 'Toggle', subtitle: 'A button shows and hides a block; aria-expanded tells assistive technology its state.',
        show: 'Show details', hide: 'Hide details',
        content: 'These details stay hidden until you ask for them. The block slides open and closed smoothly.',
      },
      accordion: {
        title: 'Accordion', subtitle: 'One answer open at a time, or several if you allow it.', several: 'Allow several open',
        shipping: { question: 'How long does shipping take?', answer: 'Orders leave our warehouse within two working days and arrive in three to five.' },
        returns: { question: 'Can I return an item?', answer: 'Yes, within 30 days, in its original packaging, with the receipt.' },
        payment: { question: 'Which payment methods do you accept?', answer: 'Cards, bank transfer and PayPal.' },
      },
      horizontal: { title: 'Horizontal', subtitle: 'The block slides in from the side instead of from the top.', content: 'A side panel that slides in.' },
      more: {
        title: 'Read more', subtitle: 'Keep part of a long text visible and unfold the rest.',
        content: 'A collapsed size keeps the first lines of a long text on screen so the reader knows what it is about. The rest stays folded until the reader asks for it: useful for product descriptions, reviews and release notes, where the first lines already say whether the text is worth reading. When unfolded, the full text shows at its natural height, and a second click folds it back.',
        more: 'Read more', less: 'Read less',
      },
    },
    dropdown: {
      title: 'Dropdown',
      chosen: 'You chose: %{item}', nothing: 'Nothing chosen yet.',
      items: { profile: 'Profile', settings: 'Settings', billing: 'Billing' },
      basic: { title: 'Basic', subtitle: 'A button opens a menu; choosing an item closes it. Arrow keys move through the items.', button: 'Account' },
      colors: { title: 'Colours and variants', subtitle: 'Any button can open a menu.' },
      directions: {
        title: 'Directions', subtitle: 'Open the menu below, above, or beside the button.',
        down: 'Down', up: 'Up', end: 'Towards the end', start: 'Towards the start',
      },
      rich: {
        title: 'Header, icons and dividers', subtitle: 'Group items under a header, add icons and shortcuts, disable what does not apply.',
        button: 'Edit', header: 'Clipboard', cut: 'Cut', copy: 'Copy', paste: 'Paste', delete: 'Delete',
      },
      select: {
        title: 'Choice menu', subtitle: 'The chosen option is ticked and shown on the button.',
        button: 'Sort: %{order}', newest: 'Newest first', oldest: 'Oldest first', name: 'By name',
      },
    },
    embed: {
      title: 'Embed',
      iframe: {
        title: 'Responsive frame', subtitle: 'A frame that keeps its ratio at any width. Here it shows pages of this application.',
        ratio: 'Aspect ratio', page: 'Page to embed',
        pages: { 'coming-soon': 'Coming soon page', 'under-maintenance': 'Under maintenance page', 'not-authorized': 'Not authorized page' },
      },
      video: {
        title: 'Video', subtitle: 'A responsive video element with play and pause.',
        label: 'Generated sample video', caption: 'Sample video', play: 'Play', pause: 'Pause',
        hint: 'The picture is drawn in the browser and streamed into the video, so nothing is downloaded.',
      },
    },
    image: {
      title: 'Image',
      fluid: { title: 'Responsive', subtitle: 'The picture shrinks with its container and never overflows it.', alt: 'A wide sample landscape' },
      shapes: {
        title: 'Shapes and thumbnails', subtitle: 'Round the corners, crop to a circle or frame the picture.',
        rounded: 'Rounded', circle: 'Circle', square: 'Square', thumbnail: 'Thumbnail',
      },
      align: {
        title: 'Alignment', subtitle: 'Float a picture to the start of the text, or centre it on its own line.',
        start: 'Picture floated to the start', center: 'Centred picture',
        text: 'Text flows around a floated picture. The float uses the logical start side, so in right-to-left languages the picture moves to the right and the text still wraps around it correctly.',
      },
      gallery: {
        title: 'Gallery with lightbox', subtitle: 'Pictures load lazily; the zoom button opens a larger view with previous and next.',
        photo: 'Landscape %{n}', open: 'Open %{title}', close: 'Close', previous: 'Previous picture', next: 'Next picture',
        position: '%{current} of %{total}',
      },
    },
    listGroup: {
      title: 'List group',
      basic: {
        title: 'Basic', subtitle: 'A bordered list with dividers between the items.',
        first: 'Brownie chocolate cake', second: 'Lemon tart', third: 'Apple pie', fourth: 'Cheesecake',
      },
      actions: {
        title: 'Selectable with icons and counts', subtitle: 'Click an item to select it; a disabled item cannot be chosen.',
        label: 'Mail folders', inbox: 'Inbox', sent: 'Sent', drafts: 'Drafts', spam: 'Spam', trash: 'Trash',
        current: 'Selected folder: %{folder}',
      },
      checkbox: {
        title: 'With checkboxes', subtitle: 'Tick items off; the whole row is clickable.',
        design: 'Design the screen', build: 'Build it', test: 'Test it', ship: 'Ship it',
        progress: '%{done} of %{total} done',
      },
      contextual: {
        title: 'Contextual colours', subtitle: 'Tinted items that stay readable in light and dark skins.',
        success: 'The backup finished.', info: 'Maintenance is planned for Sunday.', warning: 'Disk space is running low.', error: 'The sync failed.',
      },
      horizontal: { title: 'Horizontal', subtitle: 'The same items in a row; it scrolls on narrow screens.' },
    },
    media: {
      title: 'Media',
      basic: {
        title: 'Media object', subtitle: 'A picture beside a body of text that can grow as long as it needs.',
        heading: 'Media heading', text: 'The body takes the remaining width and wraps its text; the picture keeps its size.',
      },
      align: {
        title: 'Alignment', subtitle: 'Align the picture with the top, middle or bottom of the text.',
        top: 'Top', center: 'Middle', bottom: 'Bottom',
        text: 'A longer body of text shows the difference: the picture sits at the top, in the middle or at the bottom of these lines, depending on the alignment you choose above. Try each one.',
      },
      order: {
        title: 'Picture at the end', subtitle: 'Reverse the order to put the picture after the text.',
        heading: 'Reversed media', text: 'In right-to-left languages the end is on the left, and the layout follows.',
      },
      thread: {
        title: 'Nested: a comment thread', subtitle: 'Media objects inside media objects. Write a reply to add it to the thread.',
        first: 'Does the new dashboard load faster for you too?', reply: 'Yes, noticeably, especially the charts.',
        you: 'You', label: 'Your reply', send: 'Reply', required: 'Write a reply before sending it.',
      },
    },
    modal: {
      title: 'Modal',
      basic: {
        title: 'Basic', subtitle: 'A dialog with a title, text and actions; Escape or a click outside closes it.',
        open: 'Open the modal', heading: 'Use location services?',
        text: 'Let the application find your position so it can show the offices near you. Nothing is shared without your consent.',
        accept: 'Agree', decline: 'Disagree', waiting: 'No answer yet.', accepted: 'You agreed.', declined: 'You disagreed or closed the modal.',
      },
      sizes: {
        title: 'Sizes', subtitle: 'Choose a maximum width, or cover the whole screen.',
        label: 'Modal size', xs: 'Extra small', sm: 'Small', md: 'Medium', lg: 'Large', full: 'Full screen',
        open: 'Open', heading: '%{size} modal', close: 'Close',
        text: 'The modal grows up to the chosen width and shrinks on small screens.',
      },
      scroll: {
        title: 'Long content', subtitle: 'Scroll inside the modal, or scroll the whole page behind it.',
        paper: 'Scroll inside', body: 'Scroll the page', heading: 'Terms of service', close: 'Close',
        paragraph: 'Section %{n}. This long text shows how the modal behaves when its content is taller than the screen: the title and the actions stay in place while the content scrolls, or everything scrolls together.',
      },
      form: {
        title: 'Form in a modal', subtitle: 'Fields are checked when you submit; the modal stays open until they are valid.',
        open: 'Invite someone', heading: 'Invite a colleague', name: 'Name', email: 'E-mail', cancel: 'Cancel', submit: 'Send invitation',
        nameRequired: 'Enter a name.', emailRequired: 'Enter an e-mail address.', emailInvalid: 'Enter a valid e-mail address, such as name@example.com.',
        list: 'Invited', empty: 'Nobody invited yet.',
      },
    },
    nav: {
      title: 'Nav',
      links: { home: 'Home', profile: 'Profile', messages: 'Messages', settings: 'Settings' },
      panels: {
        home: 'Welcome home: the latest news of your team.', profile: 'Your name, picture and contact details.',
        messages: 'Three unread messages are waiting.', settings: 'Preferences for notifications and privacy.',
      },
      basic: { title: 'Basic', subtitle: 'A row of links; the current one is underlined and announced as the current page.' },
      fill: { title: 'Fill with icons', subtitle: 'The links share the whole width and carry icons.' },
      vertical: { title: 'Vertical', subtitle: 'Links stacked in a column beside the content.' },
      dropdown: {
        title: 'With a dropdown', subtitle: 'Less used links go in a menu; choosing one puts its name on the button.',
        label: 'Main sections', more: 'More', reports: 'Reports', exports: 'Exports', archive: 'Archive', showing: 'Showing: %{page}',
      },
      bottom: {
        title: 'Bottom navigation', subtitle: 'Three to five destinations for small screens.',
        recents: 'Recents', favorites: 'Favourites', nearby: 'Nearby', showing: 'Showing: %{page}',
      },
    },
    overlay: {
      title: 'Overlay',
      sample: { heading: 'Quarterly report', text: 'Revenue grew by 12% compared with the previous quarter, mostly from new customers.' },
      basic: {
        title: 'Over a block', subtitle: 'Cover one block while it is busy; the rest of the page stays usable.',
        show: 'Show overlay', hide: 'Hide overlay', cancel: 'Cancel', blur: 'Blur the content', variant: 'Colour',
        light: 'Light', dark: 'Dark', primary: 'Primary',
      },
      loading: {
        title: 'While loading', subtitle: 'The overlay shows while data loads and lifts when it arrives.',
        load: 'Load data', busy: 'Loading…', idle: 'No data loaded yet.', done: 'Data loaded at %{time}.',
      },
      page: {
        title: 'Whole page', subtitle: 'Cover the whole page; a click or three seconds lift it.',
        show: 'Cover the page', hint: 'Click anywhere to close.',
      },
    },
    pagination: {
      title: 'Pagination',
      list: {
        title: 'Paging a list', subtitle: 'The pagination drives which orders are shown; change the page size too.',
        label: 'Orders', order: 'Order #%{id}', amount: 'Total: %{amount} €', range: '%{from}–%{to} of %{total}',
        perPage: 'Per page', nav: 'Order pages',
      },
      styles: { title: 'Colours, variants and shapes', subtitle: 'Text or outlined, circular or rounded.', standard: 'Standard' },
      sizes: { title: 'Sizes', subtitle: 'Small, medium and large.' },
      ranges: {
        title: 'Ranges and buttons', subtitle: 'How many pages show around the current one and at the ends, with or without arrows.',
        disabled: 'Disabled pagination',
      },
      table: {
        title: 'Table pagination', subtitle: 'Rows per page and the range shown, as under a data table.',
        rowsPerPage: 'Rows per page:',
      },
      aria: { page: 'Go to page %{page}', current: 'Page %{page}', first: 'First page', last: 'Last page', next: 'Next page', previous: 'Previous page' },
    },
    paginationNav: {
      title: 'Pagination nav',
      numbered: {
        title: 'Pages as links', subtitle: 'Each page is a link that puts the page number in the address, so it can be shared and the Back button works.',
        label: 'Article pages', heading: 'Page %{page}', text: 'You are reading page %{page} of the article. Reload the page: you stay here.',
        hint: 'Look at the address bar while you change pages.',
      },
      named: {
        title: 'Named pages', subtitle: 'The links can carry names instead of numbers.', label: 'Guide chapters',
        introduction: { name: 'Introduction', text: 'What the guide covers and who it is for.' },
        install: { name: 'Install', text: 'Install the dependencies and start the development server.' },
        configure: { name: 'Configure', text: 'Set the address of the API and choose a default language.' },
        deploy: { name: 'Deploy', text: 'Build the application and serve the files from any static host.' },
      },
    },
    pill: {
      title: 'Pill',
      label: 'Sections',
      tabs: { home: 'Home', profile: 'Profile', messages: 'Messages', disabled: 'Disabled' },
      panels: {
        home: 'The summary of your day: meetings, tasks and news.',
        profile: 'Your public profile: name, picture and a short biography.',
        messages: 'Three unread messages from your team are waiting for you.',
        disabled: 'This section is not available.',
      },
      basic: { title: 'Basic pills', subtitle: 'Tabs drawn as pills; the arrow keys move between them.' },
      fill: { title: 'Fill', subtitle: 'The pills share the whole width.' },
      icons: { title: 'Icons and badges', subtitle: 'An icon before the label, with a count where it helps.' },
      vertical: { title: 'Vertical', subtitle: 'A column of pills beside the content.' },
    },
    pillBadge: {
      title: 'Pill badge',
      filled: { title: 'Filled', subtitle: 'Rounded labels in every colour of the palette.' },
      light: { title: 'Light', subtitle: 'A tinted background with coloured text, quieter than filled.' },
      outlined: { title: 'Outlined', subtitle: 'Only the border and the text are coloured.' },
      glow: { title: 'Glow', subtitle: 'A coloured shadow draws the eye to an important label.' },
      icons: { title: 'Icons and avatars', subtitle: 'An icon or a small avatar before the text.', featured: 'Featured', verified: 'Verified' },
      tags: {
        title: 'Editable tags', subtitle: 'Click a tag to select it, its cross removes it, the field adds new ones.',
        react: 'React', design: 'Design', backend: 'Back end', label: 'New tag', add: 'Add', empty: 'No tags.',
        required: 'Type a tag first.', tooLong: 'A tag has at most %{max} characters.', duplicate: '“%{tag}” is already in the list.',
      },
    },
    popover: {
      title: 'Popover',
      basic: {
        title: 'Click to open', subtitle: 'A popover opens on click and closes on a click outside or Escape.',
        open: 'Open popover', heading: 'Popover title', text: 'A popover holds more than a tooltip: a title, text, even controls.',
      },
      sides: {
        title: 'Sides', subtitle: 'Place the popover on any side of its button; start and end follow the reading direction.',
        top: 'Top', bottom: 'Bottom', start: 'Start', end: 'End', heading: 'Popover on the %{side} side',
        text: 'The popover flips to stay on screen when there is no room.',
      },
      hover: {
        title: 'On hover', subtitle: 'Show extra information while the pointer rests on a word, or while it has the keyboard focus.',
        before: 'The', trigger: 'service level agreement', after: 'applies to every paid plan.',
        heading: 'Service level agreement', text: 'We answer within four working hours and keep 99.9% uptime.',
      },
      edit: {
        title: 'Form in a popover', subtitle: 'Edit a value in place without leaving the page.',
        initial: 'Marketing team', button: 'Rename', label: 'Team name', save: 'Save', required: 'Enter a name.',
      },
    },
    progress: {
      title: 'Progress',
      linear: { title: 'Bars', subtitle: 'A determinate bar for each colour, with its value beside it.' },
      kinds: {
        title: 'Kinds of bar', subtitle: 'When the duration is unknown, while buffering, animated stripes, thin.',
        indeterminate: 'Indeterminate', buffer: 'Buffer', striped: 'Striped and animated', thin: 'Thin',
      },
      circular: { title: 'Circular', subtitle: 'A ring with the value written inside.' },
      upload: {
        title: 'Working example', subtitle: 'A simulated upload you can start, pause, resume and reset.',
        label: 'Upload progress', start: 'Start upload', resume: 'Resume', pause: 'Pause', reset: 'Reset',
        idle: 'Ready to upload.', running: 'Uploading…', paused: 'Paused.', done: 'Upload complete.',
      },
    },
    sidebar: {
      title: 'Sidebar',
      close: 'Close the sidebar',
      entries: { dashboard: 'Dashboard', people: 'People', settings: 'Settings' },
      placement: {
        title: 'Placement', subtitle: 'Slide a sidebar in from any edge; a click on the backdrop or Escape closes it.',
        start: 'From the start', end: 'From the end', top: 'From the top', bottom: 'From the bottom',
        heading: 'Navigation', label: 'Sidebar', current: 'Current section: %{page}',
      },
      push: {
        title: 'Push the content', subtitle: 'A persistent sidebar moves the content aside instead of covering it.',
        show: 'Show the sidebar', hide: 'Hide the sidebar',
        text: 'The content narrows while the sidebar is open.',
        entries: { dashboard: 'Dashboard', people: 'People', settings: 'Settings' },
      },
      settings: {
        title: 'With a footer', subtitle: 'Change settings in the sidebar; they apply only when saved.',
        open: 'Open settings', heading: 'Display settings', compact: 'Compact spacing', avatars: 'Show avatars', dark: 'Dark card',
        cancel: 'Cancel', save: 'Save', preview: 'This card follows the saved settings.',
      },
    },
    spinner: {
      title: 'Spinner',
      loading: 'Loading',
      border: { title: 'Ring', subtitle: 'A spinning ring in every colour; give it an accessible name.' },
      grow: { title: 'Grow', subtitle: 'A dot that swells and fades, calmer than a ring.' },
      sizes: { title: 'Sizes', subtitle: 'Any size and ring thickness.' },
      buttons: {
        title: 'In buttons', subtitle: 'Show that an action is running and block a second click.',
        load: 'Load more', loading: 'Loading…', count: '%{smart_count} item shown |||| %{smart_count} items shown',
      },
    },
    tab: {
      title: 'Tab',
      label: 'Product information',
      tabs: { overview: 'Overview', details: 'Details', reviews: 'Reviews', disabled: 'Disabled' },
      panels: {
        overview: 'A lightweight jacket for spring, water-repellent and packable.',
        details: 'Polyester shell, recycled lining, two zipped pockets, machine washable.',
        reviews: 'Rated 4.6 out of 5 by 128 customers.',
      },
      basic: { title: 'Basic', subtitle: 'Each tab shows its panel; arrow keys move between the tabs.' },
      fill: { title: 'Full width and centred', subtitle: 'Tabs that share the width, in the secondary colour, or centred.' },
      vertical: { title: 'Vertical', subtitle: 'Tabs in a column beside their panel.' },
      icons: {
        title: 'Icons', subtitle: 'Icons above or before the label, or alone with an accessible name.',
        label: 'Contacts', recents: 'Recents', favorites: 'Favourites', nearby: 'Nearby', showing: 'Showing: %{tab}',
      },
      scrollable: { title: 'Scrollable', subtitle: 'Too many tabs for the width: arrows scroll through them.', label: 'Months', item: 'Tab %{n}' },
      dynamic: {
        title: 'Add and close', subtitle: 'Open new tabs and close them with their cross.',
        label: 'Open documents', tab: 'Document %{n}', close: 'Close document %{n}', add: 'New tab',
        content: 'Contents of document %{n}.', empty: 'All tabs are closed. Open a new one.',
      },
    },
    time: {
      title: 'Time',
      ampm: '12-hour clock (AM/PM)',
      selected: 'Selected: %{time}',
      none: 'no time',
      clock: { title: 'Clock face', subtitle: 'Pick the hour, then the minutes, on an analogue clock.' },
      digital: { title: 'Time slots', subtitle: 'A list of times every 15 minutes, limited to working hours.' },
      sections: { title: 'Hours, minutes and seconds', subtitle: 'One column per unit, for precise times.' },
      states: { title: 'Read-only and disabled', subtitle: 'Show a time that cannot be changed.', readOnly: 'Read-only (switch off for disabled)' },
    },
    timeline: {
      title: 'Timeline',
      basic: {
        title: 'Project milestones', subtitle: 'Coloured dots joined by a line, newest at the bottom.',
        kickoff: { title: 'Kick-off meeting', time: 'Week 1', text: 'Goals agreed with the whole team.' },
        design: { title: 'Design approved', time: 'Week 3', text: 'Screens and flows signed off by the client.' },
        build: { title: 'First release built', time: 'Week 7', text: 'Internal testing started.' },
        launch: { title: 'Launch', time: 'Week 10', text: 'Live for every customer.' },
      },
      shipping: {
        title: 'Icons and opposite side', subtitle: 'Icons instead of dots, times on the other side of the line.',
        ordered: 'Order placed', packed: 'Packed', shipped: 'Handed to the carrier', delivered: 'Delivered', signed: 'Signed for at the front door.',
      },
      feed: {
        title: 'Activity feed', subtitle: 'Filter by kind and add notes; the newest entry comes first.',
        filter: 'Show', label: 'New note', add: 'Add note', required: 'Write the note first.', empty: 'Nothing of this kind yet.',
        kinds: { all: 'All', note: 'Note', call: 'Call', mail: 'E-mail' },
        sampleCall: 'Called the client about the renewal.', sampleMail: 'Sent the quote for the new licences.', sampleNote: 'The client prefers invoices in euros.',
      },
    },
    toasts: {
      title: 'Toasts',
      notify: {
        title: 'Notifications', subtitle: "react-admin's useNotify shows a toast of each type for three seconds.",
        messages: {
          info: 'A new comment was posted on your article.', success: 'Your profile has been updated.',
          warning: 'Your session expires in five minutes.', error: 'The file could not be uploaded.',
        },
        name: 'Your name', greet: 'Greet me', greeting: 'Hello, %{name}! Messages can carry values.', stranger: 'stranger',
      },
      undo: {
        title: 'With an action', subtitle: 'Archive a message; the toast offers to undo it for five seconds.',
        label: 'Messages', archive: 'Archive “%{subject}”', archived: '“%{subject}” archived.', undoButton: 'Undo',
        restore: 'Restore all', empty: 'Inbox empty.',
        items: { invoice: 'Invoice for March', meeting: 'Meeting notes', report: 'Weekly report' },
      },
      persistent: {
        title: 'Persistent', subtitle: 'A toast that stays until it is closed, for something that needs attention.',
        show: 'Show the toast', hint: 'It stays at the top of the screen until you close it.',
        message: 'Your storage is almost full. Delete old files to keep receiving mail.',
      },
    },
    tooltip: {
      title: 'Tooltip',
      placements: { title: 'Placements', subtitle: 'Twelve positions around the element, with an arrow.', tip: 'Placement: %{placement}' },
      colors: { title: 'Colours', subtitle: 'Colour the bubble and its arrow to match the action.', tip: '%{color} tooltip' },
      triggers: {
        title: 'Triggers', subtitle: 'Hover, keyboard focus or click; wrap a disabled button so its tooltip still shows.',
        hover: 'Hover me', hovered: 'Shown on hover and on focus', focus: 'Focus me', focused: 'Shown while the field has focus',
        click: 'Click me', clicked: 'Shown on click; click outside to hide', disabled: 'Disabled', disabledTip: 'This action is not available yet',
        delete: 'Delete',
      },
      advanced: {
        title: 'Delays, cursor and rich content', subtitle: 'Wait before showing, follow the pointer, or put a link inside.',
        delay: 'With a delay', delayed: 'Appeared after 0.8 seconds', follow: 'Move the pointer here', following: 'I follow the pointer',
        rich: 'More about typography', richText: 'Tooltips can hold links:', link: 'see the typography page',
      },
    },
  },
};
declare module '@/i18n/messageKeys' {
  interface FeatureMessages {
    showcaseComponents: typeof en;
  }
}
export default en;
