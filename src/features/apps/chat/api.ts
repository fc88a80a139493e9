import { api } from '@/data/api';
import type {
  ChatProfileChanges,
  ChatProfileUserResponse,
  ChatResponse,
  ChatsAndContactsResponse,
  SendMessageResponse,
} from '@/mock/types/chat';

export const chatKeys = {
  all: ['chat'] as const,
  overview: ['chat', 'overview'] as const,
  profile: ['chat', 'profile'] as const,
  chat: (contactId: number) => ['chat', 'conversation', contactId] as const,
};

/** GET /apps/chat/chats-and-contacts: chats (latest first), every contact, and who I am. */
export const fetchChatsAndContacts = () => api.get<ChatsAndContactsResponse>('/apps/chat/chats-and-contacts');

/** GET /apps/chat/chats/:userId: the chat with a contact (null before the first message); marks it seen. */
export const fetchChat = (contactId: number) => api.get<ChatResponse>(`/apps/chat/chats/${contactId}`);

/** POST /apps/chat/chats/:userId: adds a message; the first one to a contact starts the chat. */
export const sendMessage = (contactId: number, message: string, senderId: number) =>
  api.post<SendMessageResponse>(`/apps/chat/chats/${contactId}`, { message, senderId });

export const fetchProfileUser = () => api.get<ChatProfileUserResponse>('/apps/chat/users/profile-user');

/** PUT /apps/chat/users/profile-user: status, about and settings. */
export const updateProfileUser = (changes: ChatProfileChanges) =>
  api.put<ChatProfileUserResponse>('/apps/chat/users/profile-user', changes);
