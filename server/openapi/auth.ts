import { adminSchema } from '@schemas/admin';
import { field } from '@schemas/kit/fields';
import { LOCK_MINUTES, MAX_SIGN_IN_FAILURES } from '@/contract/types';
import { answer, errors, jsonContent, ref } from './components';
import { jsonSchemaOf } from './schemas';
import type { Operation, PathItem, Schema } from './types';

/* Sign-in, registration, the password-reset flow and the account endpoints, as server/auth/*.ts answer them. */

export const AUTH_TAGS = [
  {
    name: 'Authentication',
    description:
      'Sign-in, tokens, registration and the password-reset flow. Send the access token as `Authorization: Bearer <token>`.',
  },
  { name: 'Account', description: "The signed-in person's own record, whatever their role." },
  { name: 'Operations', description: 'For load balancers and monitoring.' },
];

const PUBLIC: Operation['security'] = [];
const email: Schema = { type: 'string', format: 'email', maxLength: 160 };
const string = (description?: string): Schema => (description ? { type: 'string', description } : { type: 'string' });

const body = (properties: Record<string, Schema>, required: string[]): Operation['requestBody'] => ({
  required: true,
  content: jsonContent({ type: 'object', properties, required }),
});

/** A refused sign-in form (`{error: {field: [message]}}`), or a body that is not a JSON object (`{message}`). */
const refused = (description: string) =>
  answer(`${description} A body that is not a JSON object answers \`{message}\`.`, {
    anyOf: [ref('AuthError'), ref('ApiError')],
  });
const message = (description: string) => answer(description, ref('Message'));

function post(
  operationId: string,
  summary: string,
  rest: Omit<Operation, 'tags' | 'operationId' | 'summary'>,
  tag = 'Authentication',
): PathItem {
  return { post: { tags: [tag], operationId, summary, ...rest } };
}

export function authPaths(): Record<string, PathItem> {
  const newPassword = {
    ...jsonSchemaOf(field.password(), 'input'),
    description: 'At least 8 characters, with a lower-case letter, an upper-case letter and a digit.',
  };
  const profile = jsonSchemaOf(adminSchema.pick({ fullName: true, email: true, avatar: true }), 'input');
  // What GET answers may be sent back as it is.
  const ignored = Object.fromEntries(
    ['id', 'username', 'role', 'ability', 'extras'].map((name) => [name, { description: 'Ignored.' }]),
  );
  const sendCode = (operationId: string, summary: string) =>
    post(operationId, summary, {
      security: PUBLIC,
      description:
        'Sends a six-digit code, valid 10 minutes, to the address if it belongs to an active account. The answer is the same for every address.',
      requestBody: body({ email }, ['email']),
      responses: {
        200: message('Sent, if the address is registered.'),
        400: refused('Not an e-mail address.'),
        ...errors(413),
      },
    });
  return {
    '/v1/auth/login': post('signIn', 'Sign in', {
      security: PUBLIC,
      description: `Answers a session: an access token and a refresh token. After ${MAX_SIGN_IN_FAILURES} failed attempts for one address from one client, sign-in is locked for ${LOCK_MINUTES} minutes.`,
      requestBody: body({ email: string(), password: { type: 'string', maxLength: 256 } }, ['email', 'password']),
      responses: {
        200: answer('Signed in.', ref('Session')),
        400: refused('Wrong e-mail or password, or an inactive account.'),
        ...errors(413),
        429: answer('Locked after too many failed attempts.', ref('AuthError')),
      },
    }),
    '/v1/auth/refresh-token': post('refreshToken', 'Refresh the tokens', {
      security: PUBLIC,
      description:
        'Exchanges a refresh token for a new pair and the current abilities. A refresh token works once; using it again ends its session.',
      requestBody: body({ refreshToken: string() }, ['refreshToken']),
      responses: {
        201: answer('A new pair, with the person as they are now.', ref('Session')),
        ...errors(400),
        401: answer('An invalid, expired or reused refresh token, or an inactive account.', ref('RefreshError')),
        ...errors(413),
      },
    }),
    '/v1/jwt/register': post('register', 'Register (step 1: send a code)', {
      security: PUBLIC,
      description:
        'Sends a six-digit code, valid 30 minutes, to a free address; the owner of a taken address is told instead. The answer is the same for both. Confirm with `/v1/jwt/register/confirm`.',
      requestBody: body({ username: { type: 'string', pattern: '^[\\w.-]{3,30}$' }, email, password: newPassword }, [
        'username',
        'email',
        'password',
      ]),
      responses: {
        202: message('A code is on its way (to a free address).'),
        400: refused('A malformed field or a weak password; a missing field answers 400 without a body.'),
        403: answer('Registration is closed.', ref('AuthError')),
        ...errors(413),
        429: answer('Too many registrations from this client.', ref('AuthError')),
      },
    }),
    '/v1/jwt/register/confirm': post('confirmRegistration', 'Register (step 2: confirm and sign in)', {
      security: PUBLIC,
      description: 'Creates the account with the registration role and signs it in. A code allows 5 wrong guesses.',
      requestBody: body({ email, code: { type: 'string', pattern: '^\\d{6}$' } }, ['email', 'code']),
      responses: {
        200: answer('Registered and signed in.', ref('Session')),
        400: refused('A wrong or expired code, or an address taken since the code was sent.'),
        403: answer('Registration is closed.', ref('AuthError')),
        ...errors(413),
        429: answer('Too many guesses.', ref('AuthError')),
      },
    }),
    '/v1/jwt/logout': post('signOut', 'Sign out', {
      security: PUBLIC,
      description: "Ends the refresh token's session. Always answers 200.",
      requestBody: {
        required: false,
        content: jsonContent({ type: 'object', properties: { refreshToken: string() } }),
      },
      responses: { 200: message('Signed out.'), ...errors(413) },
    }),
    '/v1/account/forgot-password': sendCode('forgotPassword', 'Ask for a password-reset code'),
    '/v1/account/resend-otp': sendCode('resendCode', 'Send the password-reset code again'),
    '/v1/account/reset-password': post('resetPassword', 'Reset the password with a code', {
      security: PUBLIC,
      description: 'Sets a new password; every session of the account ends. A code allows 5 wrong guesses.',
      requestBody: body({ email, code: { type: 'string', pattern: '^\\d{6}$' }, password: newPassword }, [
        'email',
        'code',
        'password',
      ]),
      responses: {
        200: message('Password updated.'),
        400: refused('A weak password, or a wrong or expired code.'),
        ...errors(413),
      },
    }),
    '/v1/account/change-password': post(
      'changePassword',
      'Change the password',
      {
        description: 'Every other session ends; this one continues with the new pair answered.',
        requestBody: body({ currentPassword: string(), newPassword }, ['currentPassword', 'newPassword']),
        responses: {
          200: answer('Password updated.', {
            type: 'object',
            properties: { message: string(), accessToken: string(), refreshToken: string() },
            required: ['message', 'accessToken', 'refreshToken'],
            additionalProperties: false,
          }),
          ...errors(400, 401, 413),
        },
      },
      'Account',
    ),
    '/v1/account/me': {
      get: {
        tags: ['Account'],
        operationId: 'getAccount',
        summary: 'Who is signed in',
        responses: { 200: answer('The signed-in person.', ref('SessionUser')), ...errors(401) },
      },
      put: {
        tags: ['Account'],
        operationId: 'updateAccount',
        summary: 'Update the own profile',
        description: 'Fields left out keep their values; id, username, role, ability and extras are ignored.',
        requestBody: {
          required: true,
          content: jsonContent({
            ...profile,
            properties: { ...(profile.properties as object), ...ignored },
            required: [],
            additionalProperties: false,
          }),
        },
        responses: { 200: answer('The updated person.', ref('SessionUser')), ...errors(400, 401, 413) },
      },
    },
    '/v1/health': {
      get: {
        tags: ['Operations'],
        operationId: 'health',
        summary: 'Health',
        security: PUBLIC,
        responses: {
          200: answer('The database answers: `{"status": "ok"}`.', ref('Health')),
          503: answer('The database does not answer (with `Retry-After`).', ref('Health')),
        },
      },
    },
    '/v1/health/live': {
      get: {
        tags: ['Operations'],
        operationId: 'healthLive',
        summary: 'Liveness',
        description: 'The process answers, whether or not the database does: restart the process only when this fails.',
        security: PUBLIC,
        responses: { 200: answer('`{"status": "ok", "pid": …}`.', ref('Health')) },
      },
    },
    '/v1/health/ready': {
      get: {
        tags: ['Operations'],
        operationId: 'healthReady',
        summary: 'Readiness',
        description:
          "Send traffic only when this answers 200: the database answers and its migrations are this build's.",
        security: PUBLIC,
        responses: {
          200: answer('`{"status": "ready"}`.', ref('Health')),
          503: answer(
            '`unavailable` (no database) or `migrating` (migrations behind), with `Retry-After`.',
            ref('Health'),
          ),
        },
      },
    },
  };
}
