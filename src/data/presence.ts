import {
  PRESENCE_EXPIRES_MS,
  PRESENCE_PATH,
  PRESENCE_RENEW_MS,
  type Presence,
  type PresenceState,
} from '@/contract/events';
import { send } from './api';
import { API_URL } from './config';

/*
 * Who is on which record's page, as the event stream tells it (src/root/LiveUpdates.tsx hands presences here), and
 * this browser's own announcements. No React: src/admin-kit/presence/ shows it.
 */
type Seen = Presence & { until: number };
const onRecord = new Map<string, Seen[]>();
const listeners = new Set<() => void>();
/** Records this browser is on: told again, soon, when someone new arrives there (so they see it at once). */
const here = new Map<string, () => void>();
const NONE: readonly Presence[] = [];
let pruning: ReturnType<typeof setInterval> | undefined;

const keyOf = (area: string, recordId: unknown) => `${area}/${String(recordId)}`;
const changed = () => listeners.forEach((listener) => listener());

function prune() {
  const now = Date.now();
  let dropped = false;
  for (const [key, seen] of onRecord) {
    const live = seen.filter((presence) => presence.until > now);
    if (live.length === seen.length) continue;
    dropped = true;
    if (live.length) onRecord.set(key, live);
    else onRecord.delete(key);
  }
  if (!onRecord.size) pruning = clearInterval(pruning) as undefined;
  if (dropped) changed();
}

/** A presence from the stream: kept until renewed, left, or expired. */
export function receivePresence(presence: Presence) {
  const key = keyOf(presence.area, presence.recordId);
  const seen = onRecord.get(key) ?? [];
  const others = seen.filter(({ person }) => person.id !== presence.person.id);
  const isNew = others.length === seen.length;
  if (presence.state === 'left') {
    if (isNew) return;
    if (others.length) onRecord.set(key, others);
    else onRecord.delete(key);
  } else {
    onRecord.set(key, [...others, { ...presence, until: Date.now() + PRESENCE_EXPIRES_MS }]);
    pruning ??= setInterval(prune, 5_000);
    if (isNew) here.get(key)?.();
  }
  changed();
}

/** Everyone on the record's page whose presence this browser heard of (itself included, by its account). */
export const presentOn = (area: string, recordId: unknown): readonly Presence[] =>
  onRecord.get(keyOf(area, recordId)) ?? NONE;

export function subscribePresence(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Forgets everyone (signed out). */
export function clearPresence() {
  onRecord.clear();
  changed();
}

const post = (area: string, recordId: number, state: PresenceState, keepalive = false) =>
  send(`${API_URL}${PRESENCE_PATH}`, {
    method: 'POST',
    body: JSON.stringify({ area, recordId, state }),
    keepalive,
  }).catch(
    // Best effort: a presence missed is renewed in PRESENCE_RENEW_MS, or expires.
    () => undefined,
  );

/** How soon after someone new arrives this browser says it is here too. */
const ANSWER_NEWCOMER_MS = 1_000;

/**
 * Says this browser is on the record's page, again every PRESENCE_RENEW_MS and soon after someone new arrives, and
 * that it left when it goes (the page closes too). Returns the function that leaves.
 */
export function announcePresence(area: string, recordId: number, state: Exclude<PresenceState, 'left'>): () => void {
  const key = keyOf(area, recordId);
  let answer: ReturnType<typeof setTimeout> | undefined;
  const tell = () => void post(area, recordId, state);
  const leave = () => void post(area, recordId, 'left', true);
  tell();
  const renew = setInterval(tell, PRESENCE_RENEW_MS);
  here.set(key, () => {
    clearTimeout(answer);
    answer = setTimeout(tell, ANSWER_NEWCOMER_MS);
  });
  window.addEventListener('pagehide', leave);
  return () => {
    clearInterval(renew);
    clearTimeout(answer);
    here.delete(key);
    window.removeEventListener('pagehide', leave);
    leave();
  };
}
