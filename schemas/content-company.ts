import { z } from 'zod';
import { contentBase, defineContentModel } from './_content';
import { field } from './kit/fields';

export const COMPANY_PAGE_SECTIONS = ['overview', 'history', 'leadership', 'careers', 'press', 'partners'] as const;

/** Pages about the company: a section of the company site and its key figures. */
export const contentCompanySchema = z.object({
  ...contentBase,
  section: field.choice(COMPANY_PAGE_SECTIONS),
  highlights: field.list({ label: field.text({ max: 60 }), value: field.text({ max: 60 }) }, { max: 8 }).default([]),
});

export type ContentCompany = z.infer<typeof contentCompanySchema>;

export default defineContentModel({
  name: 'content-company',
  order: 8,
  schema: contentCompanySchema,
  sort: { field: 'order', order: 'ASC' },
  filters: ['section'],
  sortable: ['section'],
});
