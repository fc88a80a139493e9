import { z } from 'zod';
import { contentBase, contentFilters, contentSearch, contentSortable, contentUnique } from './_content';
import { field } from './kit/fields';
import { defineModel } from './kit/model';

export const COMPANY_PAGE_SECTIONS = ['overview', 'history', 'leadership', 'careers', 'press', 'partners'] as const;

/** Pages about the company: a section of the company site and its key figures. */
export const contentCompanySchema = z.object({
  ...contentBase,
  section: field.choice(COMPANY_PAGE_SECTIONS),
  highlights: field.list({ label: field.text({ max: 60 }), value: field.text({ max: 60 }) }, { max: 8 }).default([]),
});

export type ContentCompany = z.infer<typeof contentCompanySchema>;

export default defineModel({
  name: 'content-company',
  order: 8,
  schema: contentCompanySchema,
  list: {
    sort: { field: 'order', order: 'ASC' },
    search: contentSearch,
    filters: [...contentFilters, 'section'],
    sortable: [...contentSortable, 'section'],
  },
  server: { unique: contentUnique },
});
