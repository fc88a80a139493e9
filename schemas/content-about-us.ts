import { z } from 'zod';
import { contentBase, defineContentModel } from './_content';
import { field } from './kit/fields';

/** "About us" pages: mission, vision, founding year and the team shown. */
export const contentAboutUsSchema = z.object({
  ...contentBase,
  mission: field.longText({ max: 500 }).nullish(),
  vision: field.longText({ max: 500 }).nullish(),
  foundedYear: field.number({ min: 1800, max: 2100 }).nullish(),
  team: field.list({ name: field.text({ max: 80 }), position: field.text({ max: 80 }) }, { max: 20 }).default([]),
});

export type ContentAboutUs = z.infer<typeof contentAboutUsSchema>;

export default defineContentModel({
  name: 'content-about-us',
  order: 11,
  schema: contentAboutUsSchema,
  sort: { field: 'order', order: 'ASC' },
});
