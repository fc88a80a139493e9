import { z } from 'zod';
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
const optionalUrl = z.string().trim().max(200, key('tooLong')).refine((v) => v === '' || isHttpUrl(v), key('url'));

export const COUNTRIES = ['US', 'GB', 'CA', 'AU', 'DE', 'FR', 'PT', 'BR', 'ES', 'IT', 'NL', 'IN', 'JP', 'CN', 'ZA'] as const;

export const generalSchema = z.object({
  avatar: z.string().superRefine((value, ctx) => {
    const problem = dataUrlProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
  username: z.string().trim().min(1, key('usernameRequired')).max(30, key('tooLong')).regex(/^[A-Za-z0-9._-]+$/, key('usernameFormat')),
  fullName: z.string().trim().min(1, key('fullNameRequired')).max(80, key('tooLong')),
  email: z.string().trim().min(1, key('emailRequired')).pipe(z.email(key('emailInvalid'))),
  company: z.string().trim().max(80, key('tooLong')),
});
export type GeneralSettings = z.infer<typeof generalSchema>;

/** The strength rules a new password must meet, in the order the form lists them. */
export const PASSWORD_RULES = [
  { id: 'length', test: (value: string) => value.length >= 8 },
  { id: 'lowercase', test: (value: string) => /[a-z]/.test(value) },
  { id: 'uppercase', test: (value: string) => /[A-Z]/.test(value) },
  { id: 'digit', test: (value: string) => /[0-9]/.test(value) },
  { id: 'symbol', test: (value: string) => /[^A-Za-z0-9]/.test(value) },
] as const;
export type PasswordRuleId = (typeof PASSWORD_RULES)[number]['id'];

export function passwordRuleStatus(value: string): Array<{ id: PasswordRuleId; met: boolean }> {
  return PASSWORD_RULES.map((rule) => ({ id: rule.id, met: rule.test(value) }));
}

export const passwordSchema = z.object({
  currentPassword: z.string().min(1, key('currentRequired')),
  newPassword: z.string().min(1, key('newRequired')).superRefine((value, ctx) => {
    if (!value) return;
    const unmet = passwordRuleStatus(value).find((rule) => !rule.met);
    if (unmet) ctx.addIssue({ code: 'custom', message: key(`rule.${unmet.id}`) });
  }),
  retypePassword: z.string().min(1, key('retypeRequired')),
}).superRefine((values, ctx) => {
  if (values.newPassword && values.newPassword === values.currentPassword) {
    ctx.addIssue({ code: 'custom', path: ['newPassword'], message: key('sameAsCurrent') });
  }
  if (values.retypePassword && values.retypePassword !== values.newPassword) {
    ctx.addIssue({ code: 'custom', path: ['retypePassword'], message: key('mismatch') });
  }
});
export type PasswordChange = z.infer<typeof passwordSchema>;

const isPastDate = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(date.getTime()) && date.getUTCFullYear() >= 1900 && date.getTime() < Date.now();
};

export const infoSchema = z.object({
  bio: z.string().trim().max(500, key('bioTooLong')),
  dob: z.string().refine((v) => v === '' || isPastDate(v), key('dob')),
  country: z.string().refine((v) => v === '' || (COUNTRIES as readonly string[]).includes(v), key('country')),
  website: optionalUrl,
  phone: z.string().trim().refine((v) => v === '' || /^\+?[0-9][0-9 ()-]{5,18}[0-9]$/.test(v), key('phone')),
});
export type InfoSettings = z.infer<typeof infoSchema>;

export const SOCIAL_NETWORKS = ['twitter', 'facebook', 'google', 'linkedIn', 'instagram', 'quora'] as const;
export const CONNECTION_SERVICES = ['google', 'slack', 'github', 'mailchimp', 'asana'] as const;

export const socialSchema = z.object({
  socialLinks: z.object(Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, optionalUrl])) as Record<(typeof SOCIAL_NETWORKS)[number], typeof optionalUrl>),
  connections: z.array(z.object({
    id: z.enum(CONNECTION_SERVICES),
    connected: z.boolean(),
    account: z.string().trim().max(80, key('tooLong')),
  }).refine((c) => !c.connected || c.account !== '', { path: ['account'], message: key('accountRequired') })),
});
export type SocialSettings = z.infer<typeof socialSchema>;

export const NOTIFICATION_FLAGS = ['commentOnArticle', 'AnswerOnForm', 'followMe', 'newAnnouncements', 'productUpdates', 'blogDigest'] as const;
export const notificationSchema = z.object(
  Object.fromEntries(NOTIFICATION_FLAGS.map((flag) => [flag, z.boolean()])) as Record<(typeof NOTIFICATION_FLAGS)[number], z.ZodBoolean>,
);
export type NotificationSettings = z.infer<typeof notificationSchema>;

export interface AccountSettings {
  general: GeneralSettings;
  info: InfoSettings;
  social: SocialSettings;
  notification: NotificationSettings;
}
