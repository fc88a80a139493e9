import type { ChatContact, ChatListEntry, ChatMessage, ChatStatus } from '@/mock/types/chat';

export const MESSAGE_MAX = 2000;

/** Consecutive messages of one sender, shown together under one avatar. */
export interface MessageGroup {
  senderId: number;
  messages: ChatMessage[];
}

export function groupMessages(messages: ChatMessage[]): MessageGroup[] {
  const groups: MessageGroup[] = [];
  for (const message of messages) {
    const last = groups.at(-1);
    if (last && last.senderId === message.senderId) last.messages.push(message);
    else groups.push({ senderId: message.senderId, messages: [message] });
  }
  return groups;
}

const matches = (name: string, q: string) => name.toLowerCase().includes(q.trim().toLowerCase());

/** The sidebar's two lists for a search: chats, and the contacts there is no chat with yet. */
export function sidebarLists(chats: ChatListEntry[], contacts: ChatContact[], q: string) {
  const withChat = new Set(chats.map((entry) => entry.id));
  return {
    chats: chats.filter((entry) => matches(entry.fullName, q)),
    contacts: contacts.filter((contact) => !withChat.has(contact.id) && matches(contact.fullName, q)),
  };
}

/** The overview after opening a chat: its unseen count is 0. */
export const withChatSeen = <T extends { chatsContacts: ChatListEntry[] }>(overview: T, contactId: number): T => ({
  ...overview,
  chatsContacts: overview.chatsContacts.map((entry) =>
    entry.id === contactId ? { ...entry, chat: { ...entry.chat, unseenMsgs: 0 } } : entry,
  ),
});

export const STATUS_COLORS: Record<ChatStatus, 'success' | 'error' | 'warning' | 'default'> = {
  online: 'success',
  busy: 'error',
  away: 'warning',
  offline: 'default',
};

/** The message typed, or the i18n key of why it cannot be sent. */
export function checkMessage(text: string): { message: string } | { error: string } {
  const message = text.trim();
  if (!message) return { error: 'chatApp.errors.empty' };
  if (message.length > MESSAGE_MAX) return { error: 'chatApp.errors.tooLong' };
  return { message };
}
