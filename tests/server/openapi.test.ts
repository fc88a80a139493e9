// @vitest-environment node
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDeclarations, loadedDeclarations } from '@/admin-kit/registry';
import { secretFields } from '@/contract/rules';
import { createApp } from '../../server/app';
import { nodePlatform } from '../../server/platform/node';
import { openPglite, type Database } from '../../server/db/client';
import { buildSchema } from '../../server/db/schema';
import { seedIfEmpty } from '../../server/db/seed';
import type { Method, OpenApiDocument, Schema } from '../../server/openapi/types';

/* The API reference answers for the server: real answers are validated against the document's schemas. */

/** One request and the status it must answer; its body and headers must then be as documented. */
interface Call {
  method: Method;
  /** The documented path, with `{id}` filled from `params`. */
  path: string;
  params?: Record<string, string | number>;
  /** Each value sent as JSON text, as the list's sort, range and filter are (`true` is `true`); text as it is. */
  query?: Record<string, unknown>;
  /** More of the query string, as is (`format=json`). */
  raw?: string;
  body?: unknown;
  headers?: Record<string, string>;
  signedIn?: boolean;
  status: number;
}

await loadDeclarations();
const company = { name: 'Reference Test Company', industry: 'technology', country: 'FR' };
const CALLS: Array<[string, Call]> = [
  [
    'sign-in',
    { method: 'post', path: '/v1/auth/login', body: { email: 'admin@demo.com', password: 'admin' }, status: 200 },
  ],
  [
    'a wrong password',
    { method: 'post', path: '/v1/auth/login', body: { email: 'viewer@demo.com', password: 'wrong' }, status: 400 },
  ],
  ['a body that is not JSON', { method: 'post', path: '/v1/auth/login', body: '{', status: 400 }],
  ['who is signed in', { method: 'get', path: '/v1/account/me', signedIn: true, status: 200 }],
  ["the home page's summary", { method: 'get', path: '/v1/summary', signedIn: true, status: 200 }],
  [
    'a summary with a query parameter',
    { method: 'get', path: '/v1/summary', query: { range: [0, 0] }, signedIn: true, status: 400 },
  ],
  ['a summary without sign-in', { method: 'get', path: '/v1/summary', status: 401 }],
  // Porto is in the demo companies' addresses.
  ['a search', { method: 'get', path: '/v1/search', query: { q: 'Porto', limit: 3 }, signedIn: true, status: 200 }],
  ['a search too short', { method: 'get', path: '/v1/search', query: { q: 1 }, signedIn: true, status: 400 }],
  ['a search without sign-in', { method: 'get', path: '/v1/search', query: { q: 'Porto' }, status: 401 }],
  ['the event stream without sign-in', { method: 'get', path: '/v1/events', status: 401 }],
  [
    'the event stream resumed from no event id',
    { method: 'get', path: '/v1/events', headers: { 'Last-Event-ID': 'abc' }, signedIn: true, status: 400 },
  ],
  ['health', { method: 'get', path: '/v1/health', status: 200 }],
  [
    'a list',
    {
      method: 'get',
      path: '/v1/company',
      query: { sort: ['name', 'DESC'], range: [0, 4], filter: { q: 'a' } },
      signedIn: true,
      status: 200,
    },
  ],
  [
    'an empty list',
    {
      method: 'get',
      path: '/v1/company',
      query: { filter: { q: 'no company is called this' } },
      signedIn: true,
      status: 200,
    },
  ],
  [
    'a refused list query',
    { method: 'get', path: '/v1/company', query: { range: [0, 5000] }, signedIn: true, status: 400 },
  ],
  [
    'an export as CSV',
    { method: 'get', path: '/v1/company/export', query: { filter: { q: 'a' } }, signedIn: true, status: 200 },
  ],
  [
    'an export as JSON',
    {
      method: 'get',
      path: '/v1/company/export',
      query: { sort: ['name', 'DESC'], filter: { industry: 'technology' } },
      raw: 'format=json&header=names',
      signedIn: true,
      status: 200,
    },
  ],
  [
    'a refused export',
    { method: 'get', path: '/v1/company/export', query: { range: [0, 9] }, signedIn: true, status: 400 },
  ],
  ['an export without sign-in', { method: 'get', path: '/v1/company/export', status: 401 }],
  ['a record', { method: 'get', path: '/v1/admin/{id}', params: { id: 1 }, signedIn: true, status: 200 }],
  [
    "a tags field's values",
    {
      method: 'get',
      path: '/v1/contributor/tags/{field}',
      params: { field: 'expertise' },
      query: { q: 'sec' },
      signedIn: true,
      status: 200,
    },
  ],
  [
    "a tags field's values with an unknown parameter",
    {
      method: 'get',
      path: '/v1/contributor/tags/{field}',
      params: { field: 'expertise' },
      query: { sort: 'x' },
      signedIn: true,
      status: 400,
    },
  ],
  ['a create', { method: 'post', path: '/v1/company', body: company, signedIn: true, status: 201 }],
  [
    'a refused body',
    {
      method: 'post',
      path: '/v1/company',
      body: { ...company, name: '', website: 'not an address' },
      signedIn: true,
      status: 400,
    },
  ],
  [
    'an unknown field',
    { method: 'post', path: '/v1/company', body: { ...company, passwordHash: 'x' }, signedIn: true, status: 400 },
  ],
  ['no sign-in', { method: 'get', path: '/v1/company', status: 401 }],
  [
    'a missing record',
    { method: 'get', path: '/v1/company/{id}', params: { id: 999_999 }, signedIn: true, status: 404 },
  ],
  [
    'an edit',
    {
      method: 'put',
      path: '/v1/company/{id}',
      params: { id: 1 },
      body: { description: 'Edited by the reference test.' },
      signedIn: true,
      status: 200,
    },
  ],
  [
    'a stale edit',
    { method: 'put', path: '/v1/company/{id}', params: { id: 1 }, body: { version: 999 }, signedIn: true, status: 409 },
  ],
  [
    'an If-Match of another version',
    {
      method: 'put',
      path: '/v1/company/{id}',
      params: { id: 1 },
      headers: { 'If-Match': 'W/"999"' },
      body: {},
      signedIn: true,
      status: 412,
    },
  ],
  ['a record in use', { method: 'delete', path: '/v1/role/{id}', params: { id: 1 }, signedIn: true, status: 409 }],
  [
    'moving a record to the trash',
    { method: 'delete', path: '/v1/contributor/{id}', params: { id: 2 }, signedIn: true, status: 200 },
  ],
  [
    'the trash',
    { method: 'get', path: '/v1/contributor', query: { filter: { trashed: true } }, signedIn: true, status: 200 },
  ],
  [
    'a record in the trash',
    { method: 'get', path: '/v1/contributor/{id}', params: { id: 2 }, signedIn: true, status: 404 },
  ],
  [
    'a restore',
    { method: 'post', path: '/v1/contributor/{id}/restore', params: { id: 2 }, signedIn: true, status: 200 },
  ],
  [
    'a history',
    { method: 'get', path: '/v1/contributor/{id}/history', params: { id: 2 }, signedIn: true, status: 200 },
  ],
  [
    'the history of an edit',
    { method: 'get', path: '/v1/company/{id}/history', params: { id: 1 }, signedIn: true, status: 200 },
  ],
  [
    'purging a live record',
    {
      method: 'delete',
      path: '/v1/contributor/{id}',
      params: { id: 3 },
      query: { purge: true },
      signedIn: true,
      status: 404,
    },
  ],
  [
    'moving another record to the trash',
    { method: 'delete', path: '/v1/contributor/{id}', params: { id: 3 }, signedIn: true, status: 200 },
  ],
  [
    'purging it',
    {
      method: 'delete',
      path: '/v1/contributor/{id}',
      params: { id: 3 },
      query: { purge: true },
      signedIn: true,
      status: 200,
    },
  ],
  // Every area's records as the seed has them.
  ...loadedDeclarations().flatMap((d): Array<[string, Call]> => [
    [
      `the ${d.name} list`,
      { method: 'get', path: `/v1/${d.name}`, query: { range: [0, 9] }, signedIn: true, status: 200 },
    ],
    [
      `a ${d.name} record`,
      { method: 'get', path: `/v1/${d.name}/{id}`, params: { id: d.exampleId }, signedIn: true, status: 200 },
    ],
  ]),
];

describe('the API reference', () => {
  let database: Database;
  let app: Awaited<ReturnType<typeof createApp>>;
  let document: OpenApiDocument;
  let token: string;
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);

  beforeAll(async () => {
    database = await openPglite('memory://');
    await seedIfEmpty(database.db, await buildSchema());
    app = await createApp({
      db: database.db,
      config: { jwtSecret: 'openapi-test-secret-0123456789abcdef', platform: nodePlatform, log: () => {} },
    });
    document = await (await app.request('/v1/openapi.json')).json();
    ajv.addSchema(document, 'openapi');
    const login = await app.request('/v1/auth/login', {
      method: 'POST',
      body: JSON.stringify({ email: 'admin@demo.com', password: 'admin' }),
    });
    token = (await login.json()).accessToken;
  }, 60_000);
  afterAll(() => database.close());

  /** A schema inside the document, by its JSON pointer's segments. */
  const pointer = (segments: string[]) =>
    `openapi#/${segments.map((s) => encodeURIComponent(s.replace(/~/g, '~0').replace(/\//g, '~1'))).join('/')}`;
  const expectValid = (segments: string[], value: unknown) => {
    const check = ajv.compile({ $ref: pointer(segments) });
    expect(check(value) ? [] : check.errors, `${segments.join(' ')}: ${JSON.stringify(value).slice(0, 400)}`).toEqual(
      [],
    );
  };

  it("fetched with a token, leaves out the fields the caller's role hides; a bad token is 401", async () => {
    const json = { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` };
    const role = await app.request('/v1/role', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({
        name: 'Reference clerk',
        permissions: [
          { subject: 'company', actions: ['read'], fields: ['name', 'industry', 'country'] },
          { subject: 'company', actions: ['edit'], fields: ['name'] },
        ],
      }),
    });
    expect(role.status).toBe(201);
    const account = await app.request('/v1/admin', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({
        fullName: 'Reference Clerk',
        email: 'reference.clerk@example.com',
        password: 'Sturdy-2026',
        roleId: ((await role.json()) as { id: number }).id,
        status: 'active',
      }),
    });
    expect(account.status).toBe(201);
    const login = await app.request('/v1/auth/login', {
      method: 'POST',
      body: JSON.stringify({ email: 'reference.clerk@example.com', password: 'Sturdy-2026' }),
    });
    const clerk = ((await login.json()) as { accessToken: string }).accessToken;
    const mine = await app.request('/v1/openapi.json', { headers: { Authorization: `Bearer ${clerk}` } });
    expect(mine.headers.get('Cache-Control')).toBe('private, no-store');
    const schemas = ((await mine.json()) as OpenApiDocument).components.schemas as Record<
      string,
      { properties: Record<string, unknown> }
    >;
    for (const name of ['Company', 'CompanyCreate', 'CompanyUpdate']) {
      expect(Object.keys(schemas[name].properties)).toEqual(expect.arrayContaining(['name', 'country']));
      expect(schemas[name].properties).not.toHaveProperty('email');
      expect(schemas[name].properties).not.toHaveProperty('phone');
    }
    // Everyone else's document is unchanged: the public one, and an administrator's.
    const shared = document.components.schemas as Record<string, { properties: Record<string, unknown> }>;
    expect(shared.Company.properties).toHaveProperty('email');
    const admins = await app.request('/v1/openapi.json', { headers: { Authorization: `Bearer ${token}` } });
    expect(await admins.json()).toEqual(document);
    expect((await app.request('/v1/openapi.json', { headers: { Authorization: 'Bearer forged' } })).status).toBe(401);
  });

  function send(call: Call) {
    const path = call.path.replace(/\{(\w+)\}/g, (_, name: string) => String(call.params?.[name]));
    const json = new URLSearchParams(
      Object.entries(call.query ?? {}).map(([name, value]) => [
        name,
        typeof value === 'string' ? value : JSON.stringify(value),
      ]),
    );
    const search = [json.toString(), call.raw].filter(Boolean).join('&');
    const query = search ? `?${search}` : '';
    const headers = {
      'Content-Type': 'application/json',
      ...call.headers,
      ...(call.signedIn ? { Authorization: `Bearer ${token}` } : {}),
    };
    const body =
      call.body === undefined ? undefined : typeof call.body === 'string' ? call.body : JSON.stringify(call.body);
    return app.request(path + query, { method: call.method.toUpperCase(), headers, body });
  }

  it('is an OpenAPI 3.1 document with the paths of every declared area, and nothing else', () => {
    expect(document.openapi).toMatch(/^3\.1\.\d+$/);
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'JWT',
    });
    for (const declaration of loadedDeclarations()) {
      const area = `/v1/${declaration.name}`;
      expect(Object.keys(document.paths[area] ?? {}), area).toEqual(
        declaration.server?.readOnly ? ['get'] : ['get', 'post'],
      );
      expect(Object.keys(document.paths[`${area}/export`] ?? {}), `${area}/export`).toEqual(['get']);
      if (declaration.server?.readOnly) continue;
      expect(Object.keys(document.paths[`${area}/{id}`])).toEqual(['get', 'put', 'delete']);
      expect(document.paths[`${area}/{id}/restore`].post).toBeDefined();
      expect(document.paths[`${area}/{id}/history`].get).toBeDefined();
    }
    const areas = new Set(
      Object.keys(document.paths)
        .map((path) => path.split('/')[2])
        .filter((name) => !['auth', 'jwt', 'account', 'health', 'summary', 'search', 'events'].includes(name)),
    );
    expect([...areas].sort()).toEqual(
      loadedDeclarations()
        .map((d) => d.name)
        .sort(),
    );
    const ids = Object.values(document.paths).flatMap((item) =>
      Object.values(item).map((operation) => operation.operationId),
    );
    expect(new Set(ids).size).toBe(ids.length);
    // Every schema is valid JSON Schema 2020-12, patterns included.
    for (const name of Object.keys(document.components.schemas))
      expect(() => ajv.compile({ $ref: pointer(['components', 'schemas', name]) })).not.toThrow();
  });

  it('never puts a secret in an answer, and describes it as write-only in requests', () => {
    const secrets = new Set(loadedDeclarations().flatMap(secretFields));
    expect([...secrets]).toEqual(expect.arrayContaining(['password', 'passwordHash']));
    const answered = new Set<string>();
    const seen = new Set<Schema>();
    const walk = (schema: unknown) => {
      if (!schema || typeof schema !== 'object' || seen.has(schema as Schema)) return;
      seen.add(schema as Schema);
      const { $ref, properties } = schema as Schema;
      if (typeof $ref === 'string') walk(document.components.schemas[$ref.split('/').pop()!]);
      for (const name of Object.keys((properties ?? {}) as object)) answered.add(name);
      for (const inner of Object.values(schema)) walk(inner);
    };
    for (const item of Object.values(document.paths))
      for (const operation of Object.values(item)) walk(operation.responses);
    expect(answered).toContain('fullName');
    for (const secret of secrets) expect(answered, secret).not.toContain(secret);
    expect(document.components.schemas.AdminCreate).toMatchObject({
      properties: { password: { writeOnly: true } },
      required: expect.arrayContaining(['password']),
    });
  });

  it.each(CALLS)('%s answers as documented', async (_name, call) => {
    const operation = document.paths[call.path]?.[call.method];
    expect(operation, `${call.method} ${call.path} is documented`).toBeDefined();
    const at = ['paths', call.path, call.method];
    if (call.status < 300 && call.body !== undefined)
      expectValid([...at, 'requestBody', 'content', 'application/json', 'schema'], call.body);
    const response = await send(call);
    const text = await response.text();
    expect(response.status, text).toBe(call.status);
    const documented = operation!.responses[String(call.status)];
    expect(documented, `${call.status} is documented`).toBeDefined();
    const answer = [...at, 'responses', String(call.status)];
    for (const [name, header] of Object.entries(documented.headers ?? {})) {
      const value = response.headers.get(name);
      if (header.required) expect(value, `the ${name} header`).not.toBeNull();
      if (value !== null) expectValid([...answer, 'headers', name, 'schema'], value);
    }
    const type = response.headers.get('Content-Type')?.split(';')[0];
    if (documented.content && type !== 'application/json')
      expect(documented.content[type ?? ''], `${type} is documented`).toMatchObject({ schema: { type: 'string' } });
    else if (documented.content) expectValid([...answer, 'content', 'application/json', 'schema'], JSON.parse(text));
    else expect(text).toBe('');
  });

  it('renders a readable page from the document, naming every area, without a script', async () => {
    const response = await app.request('/v1/reference');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(response.headers.get('Content-Security-Policy')).toMatch(/script-src 'self'(;|$)/);
    const html = await response.text();
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('<code>/v1/auth/login</code>');
    for (const declaration of loadedDeclarations()) {
      expect(html).toContain(`<h2>${declaration.name}</h2>`);
      expect(html).toContain(`<code>/v1/${declaration.name}/{id}</code>`);
    }
    expect(html).toContain('id="schema-AdminCreate"');
  });
});
