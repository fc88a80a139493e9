import { z } from 'zod';

/** The coming-soon notify form. Messages are i18n keys, translated where they are shown. */
export const notifySchema = z.object({
  email: z.string().trim().min(1, 'misc.comingSoon.emailRequired').pipe(z.email('misc.comingSoon.emailInvalid')),
});
export type NotifyInput = z.infer<typeof notifySchema>;
