// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ChatContact, ChatListEntry, ChatMessage } from '@/mock/types/chat';
import { checkMessage, groupMessages, MESSAGE_MAX, sidebarLists, withChatSeen } from '@/features/apps/chat/chatLogic';

const message = (senderId: number, text: string): ChatMessage => ({
  message: text,
  senderId,
  time: '2026-11-01T09:00:00.000Z',
});
const contact = (id: number, fullName: string): ChatContact => ({
  id,
  fullName,
  role: '',
  about: '',
  avatar: '',
  status: 'online',
});
const entry = (id: number, fullName: string, unseenMsgs: number): ChatListEntry => ({
  ...contact(id, fullName),
  chat: { id: id * 10, unseenMsgs, lastMessage: message(id, 'hi') },
});

describe('chat', () => {
  it('groups consecutive messages of the same sender', () => {
    const groups = groupMessages([
      message(11, 'a'),
      message(11, 'b'),
      message(2, 'c'),
      message(11, 'd'),
      message(2, 'e'),
      message(2, 'f'),
    ]);
    expect(groups.map((g) => [g.senderId, g.messages.map((m) => m.message).join('')])).toEqual([
      [11, 'ab'],
      [2, 'c'],
      [11, 'd'],
      [2, 'ef'],
    ]);
    expect(groupMessages([])).toEqual([]);
  });

  it('searches chats and contacts by name; contacts with a chat are listed once, under chats', () => {
    const chats = [entry(1, 'Felicia Rowe', 1), entry(2, 'Adalberto Granzin', 0)];
    const contacts = [
      contact(1, 'Felicia Rowe'),
      contact(2, 'Adalberto Granzin'),
      contact(3, 'Verla Morgano'),
      contact(4, 'Sal Piggee'),
    ];
    const all = sidebarLists(chats, contacts, '');
    expect(all.chats.map((c) => c.id)).toEqual([1, 2]);
    expect(all.contacts.map((c) => c.id)).toEqual([3, 4]);
    const found = sidebarLists(chats, contacts, '  ro ');
    expect(found.chats.map((c) => c.fullName)).toEqual(['Felicia Rowe']);
    expect(found.contacts.map((c) => c.fullName)).toEqual([]);
    expect(sidebarLists(chats, contacts, 'VERLA').contacts.map((c) => c.id)).toEqual([3]);
  });

  it('zeroes the unseen count of the opened chat only', () => {
    const overview = { chatsContacts: [entry(1, 'Felicia Rowe', 3), entry(2, 'Adalberto Granzin', 2)] };
    expect(withChatSeen(overview, 1).chatsContacts.map((c) => c.chat.unseenMsgs)).toEqual([0, 2]);
    expect(overview.chatsContacts[0].chat.unseenMsgs).toBe(3);
  });

  it('sends trimmed text and refuses empty or overlong messages', () => {
    expect(checkMessage('  hello  ')).toEqual({ message: 'hello' });
    expect(checkMessage('   ')).toEqual({ error: 'chatApp.errors.empty' });
    expect(checkMessage('x'.repeat(MESSAGE_MAX + 1))).toEqual({ error: 'chatApp.errors.tooLong' });
  });
});
