import { z } from 'zod';
import { field } from './kit/fields';
import { defineModel } from './kit/model';
import { slugify } from './kit/slug';

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
  /** The company's name as a URL path segment, derived whenever a company is read (no column holds it). */
  slug: field.readOnly(field.slug('name')),
});

export type Company = z.infer<typeof companySchema>;

export default defineModel({
  name: 'company',
  representation: 'name',
  order: 6,
  schema: companySchema,
  list: {
    sort: { field: 'name', order: 'ASC' },
    search: ['name', 'email', 'website', 'address'],
    filters: ['industry', 'country'],
    sortable: ['logo', 'name', 'industry', 'country', 'email', 'updatedAt'],
  },
  server: {
    unique: [['name']],
    computed: { slug: { value: ({ name }) => slugify(String(name ?? '')), stored: false } },
  },
});
