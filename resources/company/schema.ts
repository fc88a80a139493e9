import { z } from 'zod';
import { field } from '@schemas/kit/fields';

export const INDUSTRIES = [
  'technology',
  'finance',
  'health',
  'education',
  'retail',
  'manufacturing',
  'media',
  'logistics',
  'energy',
  'hospitality',
] as const;

/** A company users belong to. */
export const companySchema = z.object({
  name: field.text({ max: 100 }),
  logo: field.image().nullish(),
  industry: field.choice(INDUSTRIES),
  website: field.url().nullish(),
  email: field.email().nullish(),
  phone: field.phone().nullish(),
  address: field.longText({ max: 300 }).nullish(),
  country: field.country(),
  description: field.longText({ max: 2000 }).nullish(),
});

export type Company = z.infer<typeof companySchema>;
