import { http, type HttpHandler } from 'msw';
import type { z } from 'zod';
import { ok } from '../lib/responses';
import { single } from '../lib/store';
import { parseBody } from '../lib/validation';
import {
  generalSchema,
  infoSchema,
  notificationSchema,
  socialSchema,
  type AccountSettings,
} from '@/features/pages/account-setting/schemas';

type Stored = AccountSettings & { password: string };
type Tab = 'general' | 'info' | 'social' | 'notification';

const settings = single<Stored>('accountSettings');
const publicPart = ({ password: _password, ...rest }: Stored): AccountSettings => rest;

/** Saves one tab: validated by the same rules as its form, 400 with field messages (i18n keys) otherwise. */
function saveTab<K extends Tab>(tab: K, schema: z.ZodType<AccountSettings[K]>): HttpHandler {
  return http.put(`/account-setting/${tab}`, async ({ request }) => {
    const parsed = await parseBody(request, schema);
    if (parsed.response) return parsed.response;
    const saved = settings.update({ [tab]: parsed.data } as Partial<Stored>);
    return ok(publicPart(saved)[tab]);
  });
}

export const handlers = [
  http.get('/account-setting/data', () => ok(publicPart(settings.get()))),
  saveTab('general', generalSchema),
  saveTab('info', infoSchema),
  saveTab('social', socialSchema),
  saveTab('notification', notificationSchema),
];
