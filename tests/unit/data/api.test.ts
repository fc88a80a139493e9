import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/data/api';
import { ApiError, isNotFound } from '@/data/apiError';
import { dataProvider } from '@/data/dataProvider';
import { clearSession, setTokens } from '@/auth/session';
import { applyFieldErrors } from '@/shared/forms/applyFieldErrors';

/* The one API client and its one error type, against each error body the API sends. */
const answer = (
  status: number,
  body: unknown,
  headers: Record<string, string> = { 'Content-Type': 'application/json' },
) => vi.fn(async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers }));

const failure = (call: Promise<unknown>) =>
  call.then(
    () => expect.fail('the call succeeded'),
    (error: unknown) => error,
  );

describe('the API client', () => {
  beforeEach(() => clearSession());
  afterEach(() => vi.unstubAllGlobals());

  it('sends JSON with the session token and leaves empty query values out', async () => {
    setTokens('token-1', 'refresh-1');
    const fetch = answer(200, { ok: true });
    vi.stubGlobal('fetch', fetch);
    await expect(
      api.post(
        '/apps/todo/tasks',
        { task: { title: 'Call' } },
        { query: { q: 'a b', tag: '', page: 2, gone: undefined } },
      ),
    ).resolves.toEqual({ ok: true });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/apps/todo/tasks?q=a+b&page=2');
    const headers = new Headers(init.headers);
    expect(headers.get('Authorization')).toBe('Bearer token-1');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init.body).toBe(JSON.stringify({ task: { title: 'Call' } }));
  });

  it('reads the /v1 envelope: the message (an i18n key) and the field keys', async () => {
    vi.stubGlobal(
      'fetch',
      answer(400, { message: 'adminKit.errors.invalid', errors: { email: 'adminKit.validation.email' } }),
    );
    const error = (await failure(api.put('account/me', {}))) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect([error.status, error.message, error.reason, error.fields]).toEqual([
      400,
      'adminKit.errors.invalid',
      'adminKit.errors.invalid',
      { email: 'adminKit.validation.email' },
    ]);
  });

  it('reads the sign-in envelope, whose fields carry lists of messages', async () => {
    vi.stubGlobal('fetch', answer(401, { error: { email: ['Email or Password is Invalid'] } }));
    const error = (await failure(api.post('auth/login', { email: 'a@b.co', password: 'x' }))) as ApiError;
    expect(error.fields).toEqual({ email: 'Email or Password is Invalid' });
  });

  it("reads the demo endpoints' envelopes: field messages, or one message for a missing record", async () => {
    vi.stubGlobal(
      'fetch',
      answer(400, { error: { 'invoice.dueDate': 'The due date cannot be before the issue date' } }),
    );
    expect(((await failure(api.post('/apps/invoice/invoices', {}))) as ApiError).fields).toEqual({
      'invoice.dueDate': 'The due date cannot be before the issue date',
    });
    vi.stubGlobal('fetch', answer(404, { error: 'Invoice not found' }));
    const missing = await failure(api.get('/apps/invoice/invoices/9'));
    expect(isNotFound(missing)).toBe(true);
    expect((missing as ApiError).message).toBe('Invoice not found');
  });

  it('turns an answer that is not JSON into an ApiError with its status, not a parse error', async () => {
    vi.stubGlobal('fetch', answer(502, '<html>Bad gateway</html>', { 'Content-Type': 'text/html' }));
    const error = (await failure(api.get('/faq/data'))) as ApiError;
    expect([error.status, error.body, error.fields]).toEqual([502, '<html>Bad gateway</html>', {}]);
  });

  it("gives react-admin the message and the body's field errors it reads from a data provider's failure", async () => {
    vi.stubGlobal(
      'fetch',
      answer(400, { message: 'adminKit.errors.invalid', errors: { name: 'adminKit.validation.required' } }),
    );
    const error = (await failure(dataProvider.create('role', { data: { name: '' } }))) as ApiError;
    expect(error.message).toBe('adminKit.errors.invalid');
    expect((error.body as { errors: unknown }).errors).toEqual({ name: 'adminKit.validation.required' });
  });
});

describe('applyFieldErrors', () => {
  const collect = () => {
    const shown: Record<string, string | undefined> = {};
    return {
      shown,
      setError: (field: string, error: { message?: string }) => {
        shown[field] = error.message;
      },
    };
  };

  it('puts each field message on its field, maps known server texts, and what fits no field on the form', () => {
    const { shown, setError } = collect();
    const error = new ApiError(400, {
      error: { 'user.email': 'This email is already in use.', 'user.plan': 'Unknown plan' },
    });
    const applied = applyFieldErrors(error, setError, ['email', 'fullName'], {
      known: { 'This email is already in use.': 'appUsers.validation.emailTaken' },
      fieldOf: (path) => path.replace(/^user\./, ''),
    });
    expect(applied).toBe(true);
    expect(shown).toEqual({ email: 'appUsers.validation.emailTaken', root: 'Unknown plan' });
  });

  it('leaves a failure without field messages to the caller', () => {
    const { shown, setError } = collect();
    expect(applyFieldErrors(new TypeError('Failed to fetch'), setError, ['email'])).toBe(false);
    expect(applyFieldErrors(new ApiError(500, { message: 'adminKit.errors.unavailable' }), setError, ['email'])).toBe(
      false,
    );
    expect(shown).toEqual({});
  });
});
