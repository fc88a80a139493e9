import { beforeEach } from 'vitest';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { setTokens, setUser } from '@/auth/session';
import type { SessionUser } from '@/contract/types';
import { serveHandlers } from './serveHandlers';

/*
 * The calls account settings and the profile make, answered in the test with the /v1 contract's shapes
 * (src/contract/types.ts) and the demo endpoints' (the template's shared record, which is the administrator's).
 */
export const CLIENT: SessionUser = {
  id: 2,
  fullName: 'Casey Client',
  username: 'client',
  email: 'client@demo.com',
  avatar: '',
  role: 'client',
  ability: [
    { action: 'read', subject: 'ACL' },
    { action: 'read', subject: 'Auth' },
  ],
};

export const DEMO_SETTINGS = {
  general: {
    avatar: 'https://example.com/john.png',
    username: 'johndoe',
    fullName: 'John Doe',
    email: 'admin@demo.com',
    company: 'Pixinvent',
  },
  info: {
    bio: 'Product designer.',
    dob: '1992-04-18',
    country: 'US',
    website: 'https://example.com',
    phone: '+1 656 254 2568',
  },
  social: {
    socialLinks: { twitter: '', facebook: '', google: '', linkedIn: '', instagram: '', quora: '' },
    connections: [{ id: 'slack', connected: false, account: '' }],
  },
  notification: {
    commentOnArticle: true,
    AnswerOnForm: true,
    followMe: false,
    newAnnouncements: false,
    productUpdates: true,
    blogDigest: false,
  },
};

export interface Recorded {
  method: string;
  path: string;
  auth: string | null;
  body: unknown;
}

/** Serves the handlers (each test may add its own with `server.use`) and signs the client in with stored tokens. */
export function serveAccountApi(...extra: HttpHandler[]) {
  const requests: Recorded[] = [];
  const server = serveHandlers([
    http.get('/v1/account/me', () => HttpResponse.json(CLIENT)),
    http.get('/account-setting/data', () => HttpResponse.json(DEMO_SETTINGS)),
    ...extra,
  ]);
  server.events.on('request:start', async ({ request }) => {
    const text = request.method === 'GET' ? '' : await request.clone().text();
    requests.push({
      method: request.method,
      path: new URL(request.url).pathname,
      auth: request.headers.get('Authorization'),
      body: text ? JSON.parse(text) : undefined,
    });
  });
  beforeEach(() => {
    requests.length = 0;
    setTokens('client-access', 'client-refresh');
    setUser(CLIENT);
  });
  /** The requests made so far to a method and path. */
  const sent = (method: string, path: string) => requests.filter((r) => r.method === method && r.path === path);
  return { server, sent };
}
