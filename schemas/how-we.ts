import { z } from 'zod';
import { contentBase, defineContentModel } from './_content';
import { field } from './kit/fields';

/** "How we work" pages: an ordered list of steps. */
export const howWeSchema = z.object({
  ...contentBase,
  steps: field
    .list({ title: field.text({ max: 80 }), description: field.longText({ max: 500 }).nullish() }, { max: 12 })
    .min(1, 'adminKit.validation.steps'),
});

export type HowWe = z.infer<typeof howWeSchema>;

export default defineContentModel({
  name: 'how-we',
  order: 9,
  schema: howWeSchema,
  sort: { field: 'order', order: 'ASC' },
});
