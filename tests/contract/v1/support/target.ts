import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import type { Permission } from '@schemas/kit/access';
import { lastCodeTo, startTestApiServer, type OutboxMessage } from '@tests/support/apiServer';
import type { ServerConfig } from '../../../../server/context';

/*
 * The /v1 contract suite runs against the API server, in-process on its own database: PGlite in memory, or
 * PostgreSQL at DATABASE_URL when API_DB=postgres (npm run test:postgres; CI runs both engines). The browser-only mode
 * runs the same server app in the page (server/browser/); tests/e2e/browser-only.spec.ts covers it there.
 */
export type Target = 'server';
export const TARGETS: Target[] = ['server'];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- bodies are whatever the API sent; tests assert on them
export interface Reply<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface ApiTarget {
  name: Target;
  /** A request to `/v1{path}`; `body` is JSON-encoded unless it is a string (sent as is). */
  call(
    method: string,
    path: string,
    options?: { body?: unknown; token?: string | null; headers?: Record<string, string> },
  ): Promise<Reply>;
  /** The same request's response itself, its body unread (a stream, bytes). */
  respond(
    method: string,
    path: string,
    options?: { body?: unknown; token?: string | null; headers?: Record<string, string> },
  ): Promise<Response>;
  /** Back to the demo data, with nothing signed in. */
  reset(): Promise<void>;
  close(): Promise<void>;
  /** Moves the host's clock forward (token expiry, lockout). */
  advanceClock(seconds: number): void;
  /** What the host's outbox sent since the last reset (the development mailer). */
  outbox(): OutboxMessage[];
  /** The six-digit code last sent to `email`. */
  lastCode(email: string): string | undefined;
}

const ORIGIN = 'http://localhost';

async function reply(response: Response | undefined): Promise<Reply> {
  if (!response) return { status: 404, headers: new Headers(), body: null, text: '' };
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = text;
  }
  return { status: response.status, headers: response.headers, body, text };
}

function requestOf(
  method: string,
  path: string,
  options: { body?: unknown; token?: string | null; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', ...options.headers };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  const body =
    options.body === undefined
      ? undefined
      : typeof options.body === 'string'
        ? options.body
        : JSON.stringify(options.body);
  return new Request(`${ORIGIN}/v1${path}`, { method, headers, body });
}

async function serverTarget(config?: Partial<ServerConfig>): Promise<ApiTarget> {
  const server = await startTestApiServer(config);
  return {
    name: 'server',
    call: async (method, path, options) => reply(await server.app.request(requestOf(method, path, options))),
    respond: async (method, path, options) => server.app.request(requestOf(method, path, options)),
    reset: () => server.reset(),
    close: () => server.close(),
    advanceClock: (seconds) => server.advanceClock(seconds),
    outbox: () => server.outbox,
    lastCode: (email) => lastCodeTo(server.outbox, email),
  };
}

/** The target's API server; `config` changes its defaults (a smaller export batch, say). */
export const openTarget = (_target: Target, config?: Partial<ServerConfig>): Promise<ApiTarget> => serverTarget(config);

/** Signs in through the contract (black box) and returns the access token. */
export async function signIn(api: ApiTarget, email: string, password: string): Promise<string> {
  const answer = await api.call('POST', '/auth/login', { body: { email, password } });
  if (answer.status !== 200) throw new Error(`Sign-in as ${email} answered ${answer.status}: ${answer.text}`);
  return answer.body.accessToken as string;
}

export const DEMO = {
  admin: ['admin@demo.com', 'admin'],
  client: ['client@demo.com', 'client'],
  owner: ['owner@demo.com', 'owner'],
  editor: ['editor@demo.com', 'editor'],
  viewer: ['viewer@demo.com', 'viewer'],
  content: ['content@demo.com', 'content'],
} as const;

/** What a suite works with: the target (open for the whole describe block) and the token of who is signed in. */
export interface ContractSession {
  api: ApiTarget;
  token: string;
}

/**
 * Opens `target` for the describe block that calls it, starts every test from the demo data, and signs in as `who`
 * (or nobody). The returned object is filled in by the hooks; read it inside tests.
 */
export function useTarget(target: Target, who?: keyof typeof DEMO, config?: Partial<ServerConfig>): ContractSession {
  const session = { token: '' } as ContractSession;
  beforeAll(async () => {
    session.api = await openTarget(target, config);
  }, 60_000);
  afterAll(() => session.api.close());
  beforeEach(async () => {
    await session.api.reset();
    session.token = who ? await signIn(session.api, DEMO[who][0], DEMO[who][1]) : '';
  });
  return session;
}

/**
 * A role with these permissions and an active account holding it, both made by the session's administrator; the
 * account signed in. Its e-mail is derived from `name`, so each name is one account.
 */
export async function roleHolder(
  session: ContractSession,
  name: string,
  permissions: Permission[],
): Promise<{ token: string; id: number }> {
  const role = await session.api.call('POST', '/role', { token: session.token, body: { name, permissions } });
  expect(role.status, role.text).toBe(201);
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`;
  const account = await session.api.call('POST', '/admin', {
    token: session.token,
    body: { fullName: `${name} Holder`, email, password: 'Sturdy-2026', roleId: role.body.id, status: 'active' },
  });
  expect(account.status, account.text).toBe(201);
  return { token: await signIn(session.api, email, 'Sturdy-2026'), id: account.body.id };
}
