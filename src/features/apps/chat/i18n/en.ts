const en = {
  chatApp: {
    title: 'Chat',
    search: 'Search chats and contacts',
    loading: 'Loading chats',
    chats: 'Chats',
    contacts: 'Contacts',
    noChats: 'No chats found',
    noContacts: 'No contacts found',
    unseen: '%{smart_count} unread message |||| %{smart_count} unread messages',
    statusOf: '%{name}: %{status}',
    status: { online: 'Online', busy: 'Do not disturb', away: 'Away', offline: 'Offline' },
    start: { title: 'Start a conversation', hint: 'Choose a chat or a contact to write to.' },
    messages: 'Messages with %{name}',
    firstMessage: 'No messages with %{name} yet. Say hello!',
    placeholder: 'Type your message',
    messageLabel: 'Message to %{name}',
    send: 'Send',
    contact: { open: 'Contact details', title: 'Contact', close: 'Close contact details' },
    profile: {
      open: 'My profile',
      title: 'My profile',
      close: 'Close my profile',
      about: 'About',
      aboutHint: 'Saved when you leave the field',
      aboutTooLong: 'Keep it to %{max} characters or fewer',
      status: 'Status',
      settings: 'Settings',
      twoStep: 'Two-step verification',
      notifications: 'Notifications',
      saved: 'Profile saved',
    },
    errors: {
      empty: 'Please type a message',
      tooLong: 'Keep a message to %{max} characters or fewer',
      sendFailed: 'The message could not be sent. Please try again.',
      saveFailed: 'Your change could not be saved. Please try again.',
    },
  },
};
declare module '@/i18n/messageKeys' {
  interface FeatureMessages {
    chatApp: typeof en;
  }
}
export default en;
