import { apiJson } from '@/data/httpClient';
import type {
  ChatProfileChanges, ChatProfileUserResponse, ChatResponse, ChatsAndContactsResponse, SendMessageResponse,
} from '@/mock/types/chat';

export const chatKeys = {
  all: ['chat'] as const,
  overview: ['chat', 'overview'] as const,
  profile: ['chat', 'profile'] as const,
  chat: (contactId: number) => ['chat', 'conversation', contactId] as const,
};

const json = (method: 'POST' | 'PUT', body: unknown): RequestInit => ({ method, body: JSON.stringify(body) });

/** GET /apps/chat/chats-and-contacts: chats (latest first), every contact, and who I am. */
export const fetchChatsAndContacts = () => apiJson<ChatsAndContactsResponse>('/apps/chat/chats-and-contacts');

/** GET /apps/chat/chats/:userId: the chat with a contact (null before the first message); marks it seen. */
export const fetchChat = (contactId: number) => apiJson<ChatResponse>(`/apps/chat/chats/${contactId}`);

/** POST /apps/chat/chats/:userId: adds a message; the first one to a contact starts the chat. */
export const sendMessage = (contactId: number, message: string, senderId: number) =>
  apiJson<SendMessageResponse>(`/apps/chat/chats/${contactId}`, json('POST', { message, senderId }));

export const fetchProfileUser = () => apiJson<ChatProfileUserResponse>('/apps/chat/users/profile-user');

/** PUT /apps/chat/users/profile-user: status, about and settings. */
export const updateProfileUser = (changes: ChatProfileChanges) => apiJson<ChatProfileUserResponse>('/apps/chat/users/profile-user', json('PUT', changes));
