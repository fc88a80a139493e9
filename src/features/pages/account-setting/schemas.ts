import { z } from 'zod';
import { field } from '@schemas/kit/fields';
import { key as validationKey } from '@schemas/kit/validation';
import { dataUrlProblem } from '@/shared/imageFile';

/*
 * One set of rules for the account-settings tabs, used by the forms and by the mock API alike. Messages are i18n
 * keys, translated where they are shown.
 */
const key = (name: string) => `accountSetting.errors.${name}`;

const isHttpUrl = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};
const optionalUrl = z
  .string()
  .trim()
  .max(200, key('tooLong'))
  .refine((v) => v === '' || isHttpUrl(v), key('url'));

export const COUNTRIES = [
  'US',
  'GB',
  'CA',
  'AU',
  'DE',
  'FR',
  'PT',
  'BR',
  'ES',
  'IT',
  'NL',
  'IN',
  'JP',
  'CN',
  'ZA',
] as const;

/**
 * The account tab: the person's own name, e-mail and avatar (their record, `/v1/account/me`) and the template's
 * company (demo data, `/account-setting/general`). An empty avatar means none.
 */
export const accountSchema = z.object({
  avatar: z.string().superRefine((value, ctx) => {
    const problem = value ? dataUrlProblem(value) : null;
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
  fullName: z.string().trim().min(1, key('fullNameRequired')).max(80, key('tooLong')),
  email: z
    .string()
    .trim()
    .min(1, key('emailRequired'))
    .max(160, key('tooLong'))
    .pipe(z.email(key('emailInvalid'))),
  company: z.string().trim().max(80, key('tooLong')),
  /** Asked for only when the e-mail changes (the server checks it). */
  currentPassword: z.string(),
});
export type AccountGeneral = z.infer<typeof accountSchema>;

/**
 * The demo record's general part, as the worker's `PUT /account-setting/general` validates it. The screen edits
 * only its company; name, e-mail and avatar are the signed-in person's own (accountSchema).
 */
export const generalSchema = z.object({
  avatar: z.string().superRefine((value, ctx) => {
    const problem = dataUrlProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
  username: z
    .string()
    .trim()
    .min(1, key('usernameRequired'))
    .max(30, key('tooLong'))
    .regex(/^[A-Za-z0-9._-]+$/, key('usernameFormat')),
  fullName: z.string().trim().min(1, key('fullNameRequired')).max(80, key('tooLong')),
  email: z
    .string()
    .trim()
    .min(1, key('emailRequired'))
    .pipe(z.email(key('emailInvalid'))),
  company: z.string().trim().max(80, key('tooLong')),
});
export type GeneralSettings = z.infer<typeof generalSchema>;

/** The product's password policy (schemas/kit/fields.ts): the server checks the same rules with the same messages. */
const passwordPolicy = field.password();
export const PASSWORD_POLICY = [
  { id: 'length', message: validationKey('passwordLength') },
  { id: 'lowercase', message: validationKey('passwordLower') },
  { id: 'uppercase', message: validationKey('passwordUpper') },
  { id: 'digit', message: validationKey('passwordDigit') },
] as const;
export type PasswordPolicyId = (typeof PASSWORD_POLICY)[number]['id'];

/** Which rules of the policy a password meets, in the order the form lists them. */
export function passwordPolicyStatus(value: string): Array<{ id: PasswordPolicyId; met: boolean }> {
  const failed = new Set(passwordPolicy.safeParse(value).error?.issues.map((issue) => issue.message));
  return PASSWORD_POLICY.map(({ id, message }) => ({ id, met: !failed.has(message) }));
}

const passwordChecks = <T extends { currentPassword: string; newPassword: string; retypePassword: string }>(
  values: T,
  ctx: z.RefinementCtx,
) => {
  if (values.newPassword && values.newPassword === values.currentPassword) {
    ctx.addIssue({ code: 'custom', path: ['newPassword'], message: key('sameAsCurrent') });
  }
  if (values.retypePassword && values.retypePassword !== values.newPassword) {
    ctx.addIssue({ code: 'custom', path: ['retypePassword'], message: key('mismatch') });
  }
};

/** The change-password tab: the policy is checked here, the current password by the server. */
export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, key('currentRequired')),
    newPassword: z.string().min(1, key('newRequired')).pipe(passwordPolicy),
    retypePassword: z.string().min(1, key('retypeRequired')),
  })
  .superRefine(passwordChecks);
export type PasswordChangeForm = z.infer<typeof changePasswordSchema>;

const isPastDate = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return (
    /^\d{4}-\d{2}-\d{2}$/.test(value) &&
    !Number.isNaN(date.getTime()) &&
    date.getUTCFullYear() >= 1900 &&
    date.getTime() < Date.now()
  );
};

export const infoSchema = z.object({
  bio: z.string().trim().max(500, key('bioTooLong')),
  dob: z.string().refine((v) => v === '' || isPastDate(v), key('dob')),
  country: z.string().refine((v) => v === '' || (COUNTRIES as readonly string[]).includes(v), key('country')),
  website: optionalUrl,
  phone: z
    .string()
    .trim()
    .refine((v) => v === '' || /^\+?[0-9][0-9 ()-]{5,18}[0-9]$/.test(v), key('phone')),
});
export type InfoSettings = z.infer<typeof infoSchema>;

export const SOCIAL_NETWORKS = ['twitter', 'facebook', 'google', 'linkedIn', 'instagram', 'quora'] as const;
export const CONNECTION_SERVICES = ['google', 'slack', 'github', 'mailchimp', 'asana'] as const;

export const socialSchema = z.object({
  socialLinks: z.object(
    Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, optionalUrl])) as Record<
      (typeof SOCIAL_NETWORKS)[number],
      typeof optionalUrl
    >,
  ),
  connections: z.array(
    z
      .object({
        id: z.enum(CONNECTION_SERVICES),
        connected: z.boolean(),
        account: z.string().trim().max(80, key('tooLong')),
      })
      .refine((c) => !c.connected || c.account !== '', { path: ['account'], message: key('accountRequired') }),
  ),
});
export type SocialSettings = z.infer<typeof socialSchema>;

export const NOTIFICATION_FLAGS = [
  'commentOnArticle',
  'AnswerOnForm',
  'followMe',
  'newAnnouncements',
  'productUpdates',
  'blogDigest',
] as const;
export const notificationSchema = z.object(
  Object.fromEntries(NOTIFICATION_FLAGS.map((flag) => [flag, z.boolean()])) as Record<
    (typeof NOTIFICATION_FLAGS)[number],
    z.ZodBoolean
  >,
);
export type NotificationSettings = z.infer<typeof notificationSchema>;

export interface AccountSettings {
  general: GeneralSettings;
  info: InfoSettings;
  social: SocialSettings;
  notification: NotificationSettings;
}
