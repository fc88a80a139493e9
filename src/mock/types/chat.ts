/** Contract of the chat endpoints (`/apps/chat/*`): response types and body schemas. */
import { z } from 'zod';
import type { IsoDateTime } from './common';

export const CHAT_STATUSES = ['online', 'offline', 'busy', 'away'] as const;
export type ChatStatus = (typeof CHAT_STATUSES)[number];

export type ChatContact = {
  id: number;
  fullName: string;
  /** Job title, e.g. `Frontend Developer`. */
  role: string;
  about: string;
  avatar: string;
  status: ChatStatus;
};

export type ChatMessage = { message: string; time: IsoDateTime; senderId: number };

export type Chat = {
  id: number;
  /** The contact this chat is with. */
  userId: number;
  unseenMsgs: number;
  /** Oldest first. */
  messages: ChatMessage[];
};

export type ChatProfileUser = {
  id: number;
  avatar: string;
  fullName: string;
  role: string;
  about: string;
  status: ChatStatus;
  settings: { isTwoStepAuthVerificationEnabled: boolean; isNotificationsOn: boolean };
};

/** A contact with a chat, as the chat list shows it. */
export type ChatListEntry = ChatContact & { chat: { id: number; unseenMsgs: number; lastMessage: ChatMessage } };

/** GET /apps/chat/chats-and-contacts: chats with the most recent message first, then every contact. */
export type ChatsAndContactsResponse = {
  chatsContacts: ChatListEntry[];
  contacts: ChatContact[];
  profileUser: Pick<ChatProfileUser, 'id' | 'avatar' | 'fullName' | 'status'>;
};
/** GET and PUT /apps/chat/users/profile-user */
export type ChatProfileUserResponse = ChatProfileUser;
/** GET /apps/chat/chats/:userId: `chat` is null until a first message is sent. */
export type ChatResponse = { chat: Chat | null; contact: ChatContact };
/** POST /apps/chat/chats/:userId (201): `chat` only when this message started the chat. */
export type SendMessageResponse = { newMessageData: ChatMessage; chat?: Chat };

/** POST /apps/chat/chats/:userId: from the profile user (or, for demos, the contact). */
export const sendMessageBody = z.object({
  message: z
    .string({ error: 'Please type a message' })
    .trim()
    .min(1, 'Please type a message')
    .max(2000, 'Keep a message under 2000 characters'),
  senderId: z.number({ error: 'Please say who sends the message' }).int('Please say who sends the message'),
});

/** PUT /apps/chat/users/profile-user: status, about text and settings of the signed-in chat user. */
export const updateProfileUserBody = z.object({
  status: z.enum(CHAT_STATUSES, { error: 'Unknown status' }).optional(),
  about: z.string().trim().max(500, 'Keep it under 500 characters').optional(),
  settings: z
    .object({
      isTwoStepAuthVerificationEnabled: z.boolean({ error: 'Use true or false' }).optional(),
      isNotificationsOn: z.boolean({ error: 'Use true or false' }).optional(),
    })
    .optional(),
});
export type ChatProfileChanges = z.input<typeof updateProfileUserBody>;
