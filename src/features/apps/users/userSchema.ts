import { z } from 'zod';
import { USER_LIMITS, USER_PLANS, USER_ROLES, USER_STATUSES } from '@/mock/types/users';

/* Messages are i18n keys (appUsers.validation.*), translated where they are shown. */
const required = (key: string) => z.string().trim().min(1, `appUsers.validation.${key}`);

const accountFields = {
  fullName: required('fullNameRequired').max(USER_LIMITS.fullName, 'appUsers.validation.tooLong'),
  username: required('usernameRequired')
    .regex(/^[\w.-]{3,}$/, 'appUsers.validation.usernameFormat')
    .max(USER_LIMITS.username, 'appUsers.validation.tooLong'),
  email: required('emailRequired').pipe(z.email('appUsers.validation.emailInvalid')),
  company: required('companyRequired').max(USER_LIMITS.company, 'appUsers.validation.tooLong'),
  role: z.enum(USER_ROLES, { error: 'appUsers.validation.roleRequired' }),
  currentPlan: z.enum(USER_PLANS, { error: 'appUsers.validation.planRequired' }),
};

const informationFields = {
  country: required('countryRequired').max(USER_LIMITS.country, 'appUsers.validation.tooLong'),
  contact: required('contactRequired').regex(/^\+?[\d\s()-]{7,20}$/, 'appUsers.validation.contactFormat'),
};

/** The add-user drawer: every field is required (a new user is always active, so there is no status). */
export const newUserSchema = z.object({ ...accountFields, ...informationFields });
export type NewUserInput = z.input<typeof newUserSchema>;

/** The edit page's account tab (the picture is a data URI, or '' for initials). */
export const accountSchema = z.object({
  ...accountFields,
  status: z.enum(USER_STATUSES, { error: 'appUsers.validation.statusRequired' }),
  avatar: z.string(),
});
export type AccountInput = z.input<typeof accountSchema>;

/** The edit page's information tab. */
export const informationSchema = z.object(informationFields);
export type InformationInput = z.input<typeof informationSchema>;

export const SOCIAL_NETWORKS = ['twitter', 'facebook', 'instagram', 'github', 'codepen', 'slack'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

const socialLink = z
  .string()
  .trim()
  .refine((text) => text === '' || /^https?:\/\/\S+\.\S+$/.test(text), 'appUsers.validation.urlInvalid');

/** The edit page's social tab: each link is optional, and a full http(s) address when given. */
export const socialSchema = z.object(
  Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, socialLink])) as Record<
    SocialNetwork,
    typeof socialLink
  >,
);
export type SocialInput = z.input<typeof socialSchema>;
