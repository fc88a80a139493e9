import { z } from 'zod';
import { ruleMessage } from '../ruleMessages';
import { isWebAddress, missingPasswordChecks } from '../rules';

/** The wizard's four steps, each with the fields it owns, and the one schema that validates them all. */
export const WIZARD_STEPS = ['account', 'personal', 'address', 'social'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

export const USERNAME_PATTERN = /^[a-z0-9_]{3,20}$/i;
const POSTCODE_PATTERN = /^[A-Z0-9][A-Z0-9 -]{1,8}[A-Z0-9]$/i;

const required = (message = ruleMessage('required')) => z.string().trim().min(1, message);
const optionalUrl = z
  .string()
  .trim()
  .refine((value) => !value || isWebAddress(value), ruleMessage('url'));

export const wizardSchema = z
  .object({
    username: required().regex(USERNAME_PATTERN, ruleMessage('username', { min: 3, max: 20 })),
    email: required().pipe(z.email(ruleMessage('email'))),
    password: z
      .string()
      .min(1, ruleMessage('required'))
      .refine((p) => missingPasswordChecks(p).length === 0, ruleMessage('passwordWeak')),
    confirmPassword: z.string().min(1, ruleMessage('required')),
    firstName: required(),
    lastName: required(),
    country: required(ruleMessage('chooseOne')),
    languages: z.array(z.string()).min(1, ruleMessage('chooseOne')),
    address: required().min(5, ruleMessage('minLength', { min: 5 })),
    landmark: z.string(),
    postcode: required().regex(POSTCODE_PATTERN, ruleMessage('postcode')),
    city: required(),
    twitter: optionalUrl,
    facebook: optionalUrl,
    linkedin: optionalUrl,
  })
  .refine((values) => values.password === values.confirmPassword, {
    message: ruleMessage('passwordMismatch'),
    path: ['confirmPassword'],
    // Compare even while fields of later steps are still empty, so the first step reports a mismatch.
    when: ({ value }) => typeof value === 'object' && value !== null,
  });

export type WizardValues = z.infer<typeof wizardSchema>;

export const STEP_FIELDS: Record<WizardStep, Array<keyof WizardValues>> = {
  account: ['username', 'email', 'password', 'confirmPassword'],
  personal: ['firstName', 'lastName', 'country', 'languages'],
  address: ['address', 'landmark', 'postcode', 'city'],
  social: ['twitter', 'facebook', 'linkedin'],
};

export const EMPTY_WIZARD: WizardValues = {
  username: '',
  email: '',
  password: '',
  confirmPassword: '',
  firstName: '',
  lastName: '',
  country: '',
  languages: [],
  address: '',
  landmark: '',
  postcode: '',
  city: '',
  twitter: '',
  facebook: '',
  linkedin: '',
};

/** The first step (in order) that has a problem, for the fields given; null when every step is fine. */
export function firstInvalidStep(invalidFields: Iterable<string>): WizardStep | null {
  const invalid = new Set(invalidFields);
  return WIZARD_STEPS.find((step) => STEP_FIELDS[step].some((field) => invalid.has(field))) ?? null;
}
