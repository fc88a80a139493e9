import { MAX_BODY_BYTES } from '@/contract/types';
import { ACTIVITY_ACTIONS } from '@schemas/activity';
import { PERMISSION_ACTIONS } from '@schemas/kit/access';
import type { MediaType, Response, Schema } from './types';

/* The schemas and answers every part of the API shares, as src/contract/types.ts and activity.ts define them. */

export const ref = (name: string): Schema => ({ $ref: `#/components/schemas/${name}` });
export const jsonContent = (schema: Schema): Record<string, MediaType> => ({ 'application/json': { schema } });
export const answer = (description: string, schema: Schema): Response => ({
  description,
  content: jsonContent(schema),
});

/** An object with exactly these properties; all required unless listed. */
export const closed = (properties: Record<string, Schema>, required = Object.keys(properties)): Schema => ({
  type: 'object',
  properties,
  required,
  additionalProperties: false,
});

const text: Schema = { type: 'string' };

export const SHARED_SCHEMAS: Record<string, Schema> = {
  ApiError: closed(
    {
      message: { type: 'string', description: 'An i18n key, e.g. `adminKit.errors.invalid`.' },
      errors: {
        type: 'object',
        additionalProperties: text,
        description: 'Each refused field (a dotted path for a nested one) and its message key.',
      },
      usedBy: {
        type: 'array',
        items: closed({ area: text, count: { type: 'integer', minimum: 1 } }),
        description: 'With `adminKit.errors.inUse`: each area whose records still refer to the record, and how many.',
      },
    },
    ['message'],
  ),
  AuthError: closed({
    error: {
      type: 'object',
      additionalProperties: { type: 'array', items: text },
      description: 'Messages per field, e.g. `{"email": ["Email or Password is Invalid"]}`.',
    },
  }),
  RefreshError: closed({ error: text }),
  Message: closed({ message: text }),
  AbilityRule: closed({
    action: { enum: [...PERMISSION_ACTIONS] },
    subject: { type: 'string', description: 'An area name, Auth, or all.' },
  }),
  SessionUser: closed(
    {
      id: { type: 'integer' },
      fullName: text,
      username: { type: 'string', description: "The e-mail address's local part." },
      email: text,
      avatar: { type: ['string', 'null'] },
      role: { enum: ['admin', 'client'], description: 'admin: may open a management area; client: everyone else.' },
      roleName: { type: 'string', description: "The name of the person's role, e.g. Editor." },
      ability: {
        type: 'array',
        items: ref('AbilityRule'),
        description: "What the person may do: their role's permissions.",
      },
      extras: { type: 'object', properties: { eCommerceCartItemsCount: { type: 'integer' } } },
    },
    ['id', 'fullName', 'username', 'email', 'role', 'ability'],
  ),
  Session: closed({
    accessToken: { type: 'string', description: 'A short-lived JWT for the Authorization header.' },
    refreshToken: { type: 'string', description: 'Exchanged once for a new pair at /v1/auth/refresh-token.' },
    userData: ref('SessionUser'),
  }),
  HistoryEntry: closed(
    {
      id: { type: 'integer' },
      at: { type: 'string', format: 'date-time' },
      actorId: {
        type: ['integer', 'null'],
        description: 'The administrator who made the change (null once their account is purged).',
      },
      actorName: { type: ['string', 'null'] },
      action: { enum: [...ACTIVITY_ACTIONS] },
      changes: {
        type: 'object',
        description:
          'Each changed field and its value before and after, as text (long values are cut); secrets are never recorded.',
        additionalProperties: closed({ before: { type: ['string', 'null'] }, after: { type: ['string', 'null'] } }),
      },
      importId: {
        type: 'string',
        description:
          'The import (POST /v1/{area}/import) that created the record, or whose undo moved it to the trash.',
      },
    },
    ['id', 'at', 'actorId', 'actorName', 'action', 'changes'],
  ),
  Health: closed(
    { status: { enum: ['ok', 'ready', 'migrating', 'unavailable'] }, message: text, pid: { type: 'integer' } },
    ['status'],
  ),
};

const ERRORS: Record<number, string> = {
  400: 'Refused: `errors` names each refused field and its message key.',
  401: 'No valid access token: sign in, or refresh the token.',
  403: "The caller's role does not allow this.",
  404: 'No such record.',
  413: `The body is larger than ${MAX_BODY_BYTES.toLocaleString('en')} bytes.`,
};

/** The usual error answers (`{message, errors?}`) for these statuses. */
export const errors = (...statuses: number[]): Record<string, Response> =>
  Object.fromEntries(statuses.map((status) => [String(status), answer(ERRORS[status], ref('ApiError'))]));
