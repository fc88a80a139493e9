import { http } from 'msw';
import { sortedBy } from '../lib/listing';
import { badRequest, created, notFound, ok } from '../lib/responses';
import { collection, single } from '../lib/store';
import { parseBody, parseId } from '../lib/validation';
import {
  sendMessageBody,
  updateProfileUserBody,
  type Chat,
  type ChatContact,
  type ChatListEntry,
  type ChatMessage,
  type ChatProfileUser,
  type ChatProfileUserResponse,
  type ChatResponse,
  type ChatsAndContactsResponse,
  type SendMessageResponse,
} from '../types/chat';

const contacts = collection<ChatContact>('chatContacts');
const chats = collection<Chat>('chatConversations');
const profile = single<ChatProfileUser>('chatProfileUser');

const chatWith = (contactId: number) => chats.all().find((chat) => chat.userId === contactId);

export const handlers = [
  http.get('/apps/chat/chats-and-contacts', () => {
    const everyone = contacts.all();
    const entries = chats.all().flatMap((chat): ChatListEntry[] => {
      const contact = everyone.find((c) => c.id === chat.userId);
      const lastMessage = chat.messages.at(-1);
      return contact && lastMessage
        ? [{ ...contact, chat: { id: chat.id, unseenMsgs: chat.unseenMsgs, lastMessage } }]
        : [];
    });
    const { id, avatar, fullName, status } = profile.get();
    return ok<ChatsAndContactsResponse>({
      chatsContacts: sortedBy(entries, (entry) => entry.chat.lastMessage.time, true),
      contacts: everyone,
      profileUser: { id, avatar, fullName, status },
    });
  }),

  http.get('/apps/chat/users/profile-user', () => ok<ChatProfileUserResponse>(profile.get())),

  http.put('/apps/chat/users/profile-user', async ({ request }) => {
    const body = await parseBody(request, updateProfileUserBody);
    if (body.response) return body.response;
    const { settings, ...fields } = body.data;
    const current = profile.get();
    return ok<ChatProfileUserResponse>(profile.update({ ...fields, settings: { ...current.settings, ...settings } }));
  }),

  /** Opening a chat marks its messages seen. */
  http.get('/apps/chat/chats/:userId', ({ params }) => {
    const contact = contacts.find(parseId(params.userId) ?? 0);
    if (!contact) return notFound('Contact');
    const chat = chatWith(contact.id);
    if (chat && chat.unseenMsgs > 0) chats.update(chat.id, { unseenMsgs: 0 });
    return ok<ChatResponse>({ chat: chat ? { ...chat, unseenMsgs: 0 } : null, contact });
  }),

  /** Adds a message; the first message to a contact starts the chat (and is answered with it). */
  http.post('/apps/chat/chats/:userId', async ({ request, params }) => {
    const contact = contacts.find(parseId(params.userId) ?? 0);
    if (!contact) return notFound('Contact');
    const body = await parseBody(request, sendMessageBody);
    if (body.response) return body.response;
    const { message, senderId } = body.data;
    if (senderId !== profile.get().id && senderId !== contact.id)
      return badRequest({ senderId: 'Only you or this contact can write in this chat' });
    const newMessageData: ChatMessage = { message, time: new Date().toISOString(), senderId };
    const existing = chatWith(contact.id);
    const unseen = senderId === contact.id ? 1 : 0;
    if (existing) {
      chats.update(existing.id, {
        messages: [...existing.messages, newMessageData],
        unseenMsgs: existing.unseenMsgs + unseen,
      });
      return created<SendMessageResponse>({ newMessageData });
    }
    const chat = chats.insert({ userId: contact.id, unseenMsgs: unseen, messages: [newMessageData] });
    return created<SendMessageResponse>({ newMessageData, chat });
  }),
];
