import type { Principal } from './principalType';

/*
 * The principals of recent requests, by session, for a few seconds: most requests then skip the query for their
 * account, role and session. A change that must take effect at once (an account edited or deactivated, a role edited,
 * a session ended) reaches every process as a NOTIFY at commit (server/db/derived.ts, PRINCIPALS_CHANNEL) and drops
 * what it touches, so the time to live only bounds what a lost notice could leave behind. A process drops what its
 * own writes touch before it answers them (the notice comes a moment later, on another connection), so the writer's
 * next request never meets what it changed.
 */

/** How long a principal is kept without a notice, unless `principalCacheMs` says otherwise (0: read every time). */
export const PRINCIPAL_CACHE_MS = 5_000;
const MAX_ENTRIES = 10_000;

export interface PrincipalCache {
  get(session: string): Principal | undefined;
  /** The moment a read starts; `keep` ignores a read that a notice overtook (it may hold what the notice undid). */
  mark(): number;
  keep(session: string, principal: Principal, mark: number): void;
  /** A notice: `account:<id>`, `role:<id>`, `session:<family>`, or anything else to drop everything. */
  forget(notice: string): void;
}

export function createPrincipalCache(ttlMs: number, now: () => number): PrincipalCache {
  const entries = new Map<string, { principal: Principal; until: number }>();
  let generation = 0;
  const dropWhere = (test: (principal: Principal, session: string) => boolean) => {
    for (const [session, { principal }] of entries) if (test(principal, session)) entries.delete(session);
  };
  return {
    get(session) {
      const entry = entries.get(session);
      if (entry && entry.until > now()) return entry.principal;
      if (entry) entries.delete(session);
      return undefined;
    },
    mark: () => generation,
    keep(session, principal, mark) {
      if (mark !== generation || ttlMs <= 0) return;
      // The oldest kept goes first (a Map iterates in insertion order).
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      entries.set(session, { principal, until: now() + ttlMs });
    },
    forget(notice) {
      generation++;
      const [kind, value] = notice.split(/:(.*)/s);
      if (kind === 'account') dropWhere((principal) => String(principal.account.id) === value);
      else if (kind === 'role') dropWhere((principal) => String(principal.role?.id ?? '') === value);
      else if (kind === 'session') entries.delete(value ?? '');
      else entries.clear();
    },
  };
}
