import { z } from 'zod';
import { field } from '@schemas/kit/fields';

/** Someone who writes for the content pages: expertise tags, a rich-text biography and links. */
export const contributorSchema = z.object({
  name: field.text({ max: 80 }),
  email: field.email(),
  expertise: field.tags({ max: 12 }).default([]),
  biography: field.richText({ max: 20_000 }).nullish(),
  avatar: field.image().nullish(),
  links: field.list({ label: field.text({ max: 40 }), url: field.url() }, { max: 10 }).default([]),
});

export type Contributor = z.infer<typeof contributorSchema>;
