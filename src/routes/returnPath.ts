import type { SessionUser } from '@/auth/session';
import { decideAccess } from './access';
import { findRoute } from './table';

/**
 * Where sign-in leads when the visitor was sent to it from a page (`state.from`): back there, when it is a page of
 * this app that their role may open; otherwise nowhere in particular (their home).
 */
export function returnPath(from: unknown, user: SessionUser): string | undefined {
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return undefined;
  const entry = findRoute(new URL(from, 'http://app.invalid').pathname);
  if (!entry || entry.access === 'guest') return undefined;
  return decideAccess(entry, user, true).allow ? from : undefined;
}
