import type { AbilityRuleOf } from '@schemas/kit/access';

/*
 * The /v1 contract's request and response shapes: what the app sends, what the API server
 * answers. The app and the server (server/) both import these; nothing else defines them.
 */

/** A CASL rule: an action on a subject, optionally limited to fields and to records meeting conditions. */
export type AbilityRule = AbilityRuleOf;

/** Where a signed-in person lands: administrators in the back office, clients on the access-control page. */
export type AccountKind = 'admin' | 'client';

/** The signed-in person as sign-in, registration and `GET /v1/account/me` return them. */
export interface SessionUser {
  id: number | string;
  fullName: string;
  username: string;
  email: string;
  avatar?: string | null;
  role: AccountKind;
  /** The name of the account's role ("Editor", "Viewer"), which the navbar shows; none without a role. */
  roleName?: string;
  ability: AbilityRule[];
  extras?: { eCommerceCartItemsCount?: number };
}

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

/** `POST /v1/auth/login` and `POST /v1/jwt/register`. */
export interface LoginResponse extends TokenPair {
  userData: SessionUser;
}

/** Sign-in and registration errors (seed section 8): messages per field, `{ error: { email: ['…'] } }`. */
export interface AuthErrorBody {
  error: Record<string, string[]>;
}

/**
 * Every other error: an i18n key in `message`, and for a rejected body the offending fields with their messages
 * (keys of adminKit.validation, possibly with arguments; see schemas/kit/validation.ts).
 */
export interface ApiErrorBody {
  message: string;
  errors?: Record<string, string>;
  /** With `inUse`: the areas whose records still refer to the one that cannot be deleted, and how many each. */
  usedBy?: RecordUse[];
}

/** How many records of an area refer to a record (a delete refused with `inUse`). */
export interface RecordUse {
  area: string;
  count: number;
}

/** The error messages the contract uses (i18n keys the screens translate). */
export const API_ERRORS = {
  invalid: 'adminKit.errors.invalid',
  badQuery: 'adminKit.errors.badQuery',
  badSummaryQuery: 'adminKit.errors.badSummaryQuery',
  badSearchQuery: 'adminKit.errors.badSearchQuery',
  searchTooShort: 'adminKit.errors.searchTooShort',
  badJson: 'adminKit.errors.badJson',
  tooLarge: 'adminKit.errors.tooLarge',
  forbidden: 'adminKit.errors.forbidden',
  notFound: 'ra.notification.item_doesnt_exist',
  inUse: 'adminKit.errors.inUse',
  deleteFlagged: 'adminKit.errors.deleteFlagged',
  lastAdministrator: 'adminKit.errors.lastAdministrator',
  ownAccount: 'adminKit.errors.ownAccount',
  beyondOwnRights: 'adminKit.errors.beyondOwnRights',
  strongerTarget: 'adminKit.errors.strongerTarget',
  tooManyRequests: 'adminKit.errors.tooManyRequests',
  conflict: 'adminKit.errors.conflict',
  readOnly: 'adminKit.errors.readOnly',
  unavailable: 'adminKit.errors.unavailable',
  badIdempotencyKey: 'adminKit.errors.badIdempotencyKey',
  idempotencyKeyReused: 'adminKit.errors.idempotencyKeyReused',
  importUnsupportedType: 'adminKit.errors.importUnsupportedType',
  importTooLarge: 'adminKit.errors.importTooLarge',
  importTooManyRows: 'adminKit.errors.importTooManyRows',
  importEmpty: 'adminKit.errors.importEmpty',
  importNoRows: 'adminKit.errors.importNoRows',
  importNotArray: 'adminKit.errors.importNotArray',
  importUnreadable: 'adminKit.errors.importUnreadable',
  importUnknownColumns: 'adminKit.errors.importUnknownColumns',
  importDuplicateColumns: 'adminKit.errors.importDuplicateColumns',
  importRows: 'adminKit.errors.importRows',
  unauthorized: 'Unauthorized: invalid or expired access token',
} as const;

/** Seed section 8's sign-in messages. */
export const AUTH_MESSAGES = {
  invalidCredentials: 'Email or Password is Invalid',
  locked: 'Too many failed sign-ins. Try again in 10 minutes.',
  wrongPassword: 'The current password is not correct.',
  invalidRefresh: 'Invalid refresh token',
  emailTaken: 'This email is already in use.',
  usernameTaken: 'This username is already in use.',
  invalidEmail: 'Please enter a valid email.',
  invalidCode: 'Invalid or expired code',
  registrationClosed: 'Registration is closed.',
  tooManyRequests: 'Too many requests from here. Please wait a few minutes and try again.',
} as const;

/** What a token is for: calls (access) or trading for the next pair (refresh). */
export type TokenKind = 'access' | 'refresh';
/** The claims of every token the API signs (HS256), in the server and in the browser-only API alike. */
export interface TokenClaims {
  sub: string;
  kind: TokenKind;
  /** The token's id. */
  jti: string;
  /**
   * The session: every token descended from one sign-in (a refresh token's family; a replayed one revokes them all).
   * Both kinds carry it, so ending the session ends its access tokens at once.
   */
  fam: string;
  iat: number;
  exp: number;
}

/** Seed section 9: tokens expire after 10 minutes. */
export const ACCESS_TOKEN_TTL_SECONDS = 10 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 10 * 60;
/** Sign-in lockout: this many failures for one account and address lock it for LOCK_MINUTES. */
export const MAX_SIGN_IN_FAILURES = 5;
export const LOCK_MINUTES = 10;
/** The largest request body /v1 accepts (413 above): images are at most 1 MB, 1.4 MB as data URLs. */
export const MAX_BODY_BYTES = 1_800_000;
/** The largest list page a client may ask for. */
export const MAX_PAGE_ROWS = 1000;
/**
 * The header that marks a list's total as the database planner's estimate (a narrowed list matching more rows than
 * the server counts exactly); `total=exact` asks for the exact count.
 */
export const TOTAL_ESTIMATED_HEADER = 'X-Total-Estimated';

/** `GET /v1/summary`, the home page's one request (./summary.ts). */
export const SUMMARY_PATH = '/summary';
