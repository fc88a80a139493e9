import { describe, expect, it } from 'vitest';
import { openMockDb } from '@/mock/db';
import type {
  Chat,
  ChatProfileUserResponse,
  ChatResponse,
  ChatsAndContactsResponse,
  SendMessageResponse,
} from '@/mock/types/chat';
import type { DemoErrorBody } from '@/mock/types/common';
import { api, serveMockApi } from '@tests/support/mockApi';

const { store: snapshots } = serveMockApi();

const overview = async () => (await api.get<ChatsAndContactsResponse>('/apps/chat/chats-and-contacts')).body;

describe('GET /apps/chat/chats-and-contacts', () => {
  it('answers the 2 chats (latest message first), the 10 contacts and the profile user', async () => {
    const { status, body } = await api.get<ChatsAndContactsResponse>('/apps/chat/chats-and-contacts');
    expect(status).toBe(200);
    expect(body.contacts).toHaveLength(10);
    expect(body.contacts[0]).toEqual({
      id: 1,
      fullName: expect.any(String),
      role: expect.any(String),
      about: expect.any(String),
      avatar: expect.stringMatching(/^data:image\/svg/),
      status: expect.stringMatching(/^(online|offline|busy|away)$/),
    });
    expect(body.chatsContacts.map((c) => c.id)).toEqual([1, 2]);
    expect(body.chatsContacts[0].chat).toEqual({
      id: 2,
      unseenMsgs: 1,
      lastMessage: expect.objectContaining({ senderId: 1 }),
    });
    expect(body.profileUser).toEqual({ id: 11, avatar: expect.any(String), fullName: 'John Doe', status: 'online' });
  });
});

describe('GET /apps/chat/users/profile-user', () => {
  it('answers the full profile with its settings', async () => {
    const { status, body } = await api.get<ChatProfileUserResponse>('/apps/chat/users/profile-user');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: 11,
      fullName: 'John Doe',
      role: 'admin',
      settings: { isTwoStepAuthVerificationEnabled: true, isNotificationsOn: false },
    });
  });
});

describe('PUT /apps/chat/users/profile-user', () => {
  it('changes status, about and single settings', async () => {
    const { status, body } = await api.put<ChatProfileUserResponse>('/apps/chat/users/profile-user', {
      status: 'busy',
      settings: { isNotificationsOn: true },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      status: 'busy',
      settings: { isTwoStepAuthVerificationEnabled: true, isNotificationsOn: true },
    });
    expect((await overview()).profileUser.status).toBe('busy');
  });

  it('rejects an unknown status', async () => {
    expect(await api.put('/apps/chat/users/profile-user', { status: 'sleeping' })).toEqual({
      status: 400,
      body: { error: { status: 'Unknown status' } },
    });
  });
});

describe('GET /apps/chat/chats/:userId', () => {
  it('answers the chat and the contact, and viewing it zeroes the unseen count (kept after a reload)', async () => {
    const { status, body } = await api.get<ChatResponse>('/apps/chat/chats/1');
    expect(status).toBe(200);
    expect(body.contact.id).toBe(1);
    expect(body.chat).toMatchObject({ id: 2, userId: 1, unseenMsgs: 0 });
    expect(body.chat!.messages).toHaveLength(10);
    expect((await overview()).chatsContacts.find((c) => c.id === 1)!.chat.unseenMsgs).toBe(0);
    // Nothing else is written: the GET itself has its change stored before it answered.
    const saved = (await snapshots().readAll()).entries.chatConversations as { items: Chat[] } | undefined;
    expect(saved?.items.find((chat) => chat.userId === 1)?.unseenMsgs).toBe(0);
    await openMockDb(snapshots());
    expect((await overview()).chatsContacts.find((c) => c.id === 1)!.chat.unseenMsgs).toBe(0);
  });

  it('answers a null chat for a contact without one, and 404 for an unknown contact', async () => {
    const { body } = await api.get<ChatResponse>('/apps/chat/chats/5');
    expect(body).toEqual({ chat: null, contact: expect.objectContaining({ id: 5 }) });
    expect(await api.get('/apps/chat/chats/99')).toEqual({ status: 404, body: { error: 'Contact not found' } });
  });
});

describe('POST /apps/chat/chats/:userId', () => {
  it('adds a message to an existing chat (201, newMessageData only)', async () => {
    const { status, body } = await api.post<SendMessageResponse>('/apps/chat/chats/2', {
      message: ' See you tomorrow ',
      senderId: 11,
    });
    expect(status).toBe(201);
    expect(body).toEqual({ newMessageData: { message: 'See you tomorrow', senderId: 11, time: expect.any(String) } });
    const chat = (await api.get<ChatResponse>('/apps/chat/chats/2')).body.chat!;
    expect(chat.messages.at(-1)).toEqual(body.newMessageData);
    expect((await overview()).chatsContacts[0].id).toBe(2);
  });

  it('starts a chat with a contact who had none and answers it', async () => {
    const { status, body } = await api.post<SendMessageResponse>('/apps/chat/chats/7', {
      message: 'Hi Miguel!',
      senderId: 11,
    });
    expect(status).toBe(201);
    expect(body.chat).toEqual({ id: 3, userId: 7, unseenMsgs: 0, messages: [body.newMessageData] });
    const list = await overview();
    expect(list.chatsContacts.map((c) => c.id)).toEqual([7, 1, 2]);
  });

  it('counts a message from the contact as unseen', async () => {
    await api.post('/apps/chat/chats/2', { message: 'Files are ready', senderId: 2 });
    expect((await overview()).chatsContacts.find((c) => c.id === 2)!.chat.unseenMsgs).toBe(1);
  });

  it('answers 400 for an empty message or a stranger as sender, 404 for an unknown contact', async () => {
    expect((await api.post<DemoErrorBody>('/apps/chat/chats/2', { message: '  ', senderId: 11 })).body.error).toEqual({
      message: 'Please type a message',
    });
    expect((await api.post<DemoErrorBody>('/apps/chat/chats/2', { message: 'Hi' })).body.error).toEqual({
      senderId: 'Please say who sends the message',
    });
    expect((await api.post<DemoErrorBody>('/apps/chat/chats/2', { message: 'Hi', senderId: 5 })).body.error).toEqual({
      senderId: 'Only you or this contact can write in this chat',
    });
    expect((await api.post('/apps/chat/chats/99', { message: 'Hi', senderId: 11 })).status).toBe(404);
  });
});
