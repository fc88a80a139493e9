/**
 * Contract of the managed-users endpoints (`/apps/user/*`): response types, query and body schemas.
 * Screens import the types; the handlers validate with the schemas.
 */
import { z } from 'zod';
import { EMAIL_MAX, TOO_LONG, URL_MAX } from '../lib/limits';
import { booleanParam, pageParam, perPageParam, textParam } from '../lib/queryParams';

export const USER_ROLES = ['editor', 'author', 'maintainer', 'subscriber', 'admin'] as const;
export const USER_PLANS = ['basic', 'team', 'company', 'enterprise'] as const;
export const USER_STATUSES = ['active', 'inactive', 'pending'] as const;
export const SOCIAL_NETWORKS = ['twitter', 'facebook', 'instagram', 'github', 'codepen', 'slack'] as const;
export const USER_SORT_KEYS = [
  'id',
  'fullName',
  'company',
  'role',
  'username',
  'country',
  'contact',
  'email',
  'currentPlan',
  'status',
] as const;

export type ManagedUserRole = (typeof USER_ROLES)[number];
export type ManagedUserPlan = (typeof USER_PLANS)[number];
export type ManagedUserStatus = (typeof USER_STATUSES)[number];
export type ManagedUserSortKey = (typeof USER_SORT_KEYS)[number];
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export type ManagedUser = {
  id: number;
  fullName: string;
  company: string;
  role: ManagedUserRole;
  username: string;
  country: string;
  contact: string;
  email: string;
  currentPlan: ManagedUserPlan;
  status: ManagedUserStatus;
  /** An image URL (SVG data URI in the demo) or '' when the user has no picture: show initials. */
  avatar: string;
  /** Profile address per network; '' when not given. */
  social: Record<SocialNetwork, string>;
};

/** GET /apps/user/users */
export type ManagedUserListResponse = {
  users: ManagedUser[];
  /** Matching users on all pages. */
  total: number;
};

/** POST (201) and PUT /apps/user/users[/:id]; DELETE answers the removed user the same way. */
export type ManagedUserResponse = {
  user: ManagedUser;
};

export const managedUserQuery = z.object({
  q: textParam.optional(),
  perPage: perPageParam(10),
  page: pageParam,
  sortBy: z.enum(USER_SORT_KEYS, { error: 'Unknown sort field' }).default('id'),
  sortDesc: booleanParam.default(false),
  role: z.enum(USER_ROLES, { error: 'Unknown role' }).optional(),
  plan: z.enum(USER_PLANS, { error: 'Unknown plan' }).optional(),
  status: z.enum(USER_STATUSES, { error: 'Unknown status' }).optional(),
});

/** The user forms' limits (src/features/apps/users/userSchema.ts takes them from here). */
export const USER_LIMITS = { fullName: 80, username: 40, company: 80, country: 60, contact: 30 } as const;

const required = (message: string) => z.string({ error: message }).trim().min(1, message);
const limited = (max: number) => z.string().trim().max(max, 'appUsers.validation.tooLong');
const socialLink = z
  .string({ error: 'Please enter a web address' })
  .trim()
  .max(URL_MAX, TOO_LONG)
  .refine((text) => text === '' || /^https?:\/\/\S+\.\S+$/.test(text), 'Please enter a full web address (https://...)');
const noLinks = () =>
  Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, ''])) as Record<SocialNetwork, string>;
const contact = limited(USER_LIMITS.contact).regex(/^[\d\s()+-]*$/, 'Use digits, spaces and ( ) + - only');

/** The editable fields, without defaults (so a partial update never resets an omitted field). */
const managedUserFields = z.object({
  fullName: required('Please enter the full name').max(USER_LIMITS.fullName, 'appUsers.validation.tooLong'),
  username: required('Please enter a username')
    .regex(/^[\w.-]{3,}$/, 'Use at least 3 letters, digits, dots, dashes or underscores')
    .max(USER_LIMITS.username, 'appUsers.validation.tooLong'),
  email: z.email({ error: 'Please enter a valid email' }).max(EMAIL_MAX, TOO_LONG),
  company: limited(USER_LIMITS.company),
  country: limited(USER_LIMITS.country),
  contact,
  role: z.enum(USER_ROLES, { error: 'Please choose a role' }),
  currentPlan: z.enum(USER_PLANS, { error: 'Please choose a plan' }),
  /** A picture as lib/limits.ts `pictureProblem` takes it, or the user's own (checked by the handler). */
  avatar: z.string(),
  social: z.object(
    Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, socialLink])) as Record<
      SocialNetwork,
      typeof socialLink
    >,
  ),
});

/** POST /apps/user/users: a new user always starts active (seed section 4). */
export const createManagedUserBody = z.object({
  user: managedUserFields.extend({
    company: limited(USER_LIMITS.company).default(''),
    country: limited(USER_LIMITS.country).default(''),
    contact: contact.default(''),
    avatar: z.string().default(''),
    social: managedUserFields.shape.social
      .partial()
      .transform((links) => ({ ...noLinks(), ...links }))
      .default(noLinks),
  }),
});
export type NewManagedUser = z.input<typeof createManagedUserBody>['user'];

/** PUT /apps/user/users/:id: any subset of the fields (and of the social links), plus the status. */
export const updateManagedUserBody = z.object({
  user: managedUserFields.partial().extend({
    status: z.enum(USER_STATUSES, { error: 'Unknown status' }).optional(),
    social: managedUserFields.shape.social.partial().optional(),
  }),
});
export type ManagedUserChanges = z.input<typeof updateManagedUserBody>['user'];
