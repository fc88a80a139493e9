// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SELF, type Permission } from '@schemas/kit/access';
import { MAX_PAGE_ROWS } from '@/contract/types';
import { createRng } from '@fixtures/random';
import { signIn, TARGETS, useTarget, type Reply } from './support/target';

/*
 * Rows stay inside their conditions on every path (issue 46): random roles (areas, actions, fields, conditions with
 * `$self`) over random records. For every route that takes an id or answers with records, a record outside the
 * caller's read conditions must answer exactly as a missing one does and stay as it was, and every list, count,
 * export, search hit, activity entry and replayed event must be one the caller may read. Roles are drawn from a
 * seeded generator: a failure names its seed, and the same seed draws the same role again.
 */

type Row = Record<string, unknown> & { id: number };
const AREAS = ['company', 'user', 'admin'] as const;
type Area = (typeof AREAS)[number];
const ACTIONS = ['read', 'store', 'edit', 'delete'] as const;
const COUNTRIES = ['PT', 'FR', 'DE', 'ES'];
const MISSING = 999_999;

/** The demo data's seeded generator (fixtures/random.ts), so a failing role can be drawn again from its seed. */
function randomOf(seed: number) {
  const { next, pick } = createRng(seed);
  const some = <T>(items: readonly T[]): T[] => {
    const chosen = items.filter(() => next() < 0.5);
    return chosen.length ? chosen : [pick(items)];
  };
  return { next, pick, some };
}

type Conditions = NonNullable<Permission['conditions']>;

function conditionsFor(area: Area, random: ReturnType<typeof randomOf>): Conditions | undefined {
  const byArea: Record<Area, Array<() => Conditions>> = {
    company: [
      () => ({ country: random.pick(COUNTRIES) }),
      () => ({ country: random.some(COUNTRIES) }),
      () => ({ industry: random.some(['technology', 'finance', 'media', 'logistics']) }),
      () => ({ createdBy: SELF }),
    ],
    user: [
      () => ({ country: random.some(COUNTRIES) }),
      () => ({ status: random.pick(['active', 'inactive', 'pending']) }),
      () => ({ createdBy: SELF }),
    ],
    admin: [() => ({ createdBy: SELF }), () => ({ status: random.pick(['active', 'inactive']) })],
  };
  return random.next() < 0.25 ? undefined : random.pick(byArea[area])();
}

/** A random role: per area nothing, or one or two rules of random actions, conditions and (for reading) fields. */
function roleOf(seed: number): Permission[] {
  const random = randomOf(seed);
  const permissions: Permission[] = [];
  for (const area of AREAS) {
    if (random.next() < 0.2) continue;
    const rules = random.next() < 0.3 ? 2 : 1;
    const drawn: Permission[] = [];
    for (let i = 0; i < rules; i++) {
      const conditions = conditionsFor(area, random);
      const rule = { subject: area, actions: random.some(ACTIONS), ...(conditions ? { conditions } : {}) };
      // One entry per subject and conditions (the role's own rule); writes need a Read entry of the subject.
      if (!drawn.some((other) => JSON.stringify(other.conditions) === JSON.stringify(rule.conditions)))
        drawn.push(rule);
    }
    if (!drawn.some((rule) => rule.actions.includes('read'))) drawn[0].actions.push('read');
    permissions.push(...drawn);
  }
  if (random.next() < 0.3) permissions.push({ subject: 'company', actions: ['read'], fields: ['name', 'country'] });
  if (random.next() < 0.8) permissions.push({ subject: 'activity', actions: ['read'] });
  return permissions;
}

/** Whether `permissions`, held by account `self`, let their holder take `action` on `row` of `area`. */
function allows(permissions: Permission[], self: number, action: string, area: string, row?: Row): boolean {
  return permissions.some((permission) => {
    if (permission.subject !== area || !permission.actions.includes(action as Permission['actions'][number]))
      return false;
    if (!permission.conditions) return true;
    if (!row) return false;
    return Object.entries(permission.conditions).every(([field, value]) =>
      (Array.isArray(value) ? value : [value]).some((one) => (one === SELF ? self : one) === row[field]),
    );
  });
}
/** Whether every rule for `action` on `area` is free of conditions (the caller reaches the whole area). */
const wholeArea = (permissions: Permission[], action: string, area: string) =>
  permissions.some((p) => p.subject === area && p.actions.includes(action as never) && !p.conditions);

describe.each(TARGETS)('/v1 rows stay inside their conditions for random roles, on the %s', (target) => {
  const host = useTarget(target, 'admin');
  const call = (method: string, path: string, token: string, body?: unknown, headers?: Record<string, string>) =>
    host.api.call(method, path, { token, ...(body === undefined ? {} : { body }), ...(headers ? { headers } : {}) });
  const everything = `?range=${encodeURIComponent(`[0,${MAX_PAGE_ROWS - 1}]`)}`;
  const totalOf = (reply: Reply) => Number(reply.headers.get('Content-Range')?.split('/')[1]);
  /** What a caller learns from an answer: its status and body (an import's own random id aside). */
  const seen = (reply: Reply) =>
    `${reply.status} ${typeof reply.body === 'object' && reply.body ? JSON.stringify({ ...reply.body, importId: undefined }) : reply.text}`;

  async function made(area: Area, body: Record<string, unknown>, token = host.token): Promise<Row | undefined> {
    const reply = await call('POST', `/${area}`, token, body);
    return reply.status === 201 ? (reply.body as Row) : undefined;
  }
  const companyBody = (name: string, country: string) => ({ name, industry: 'technology', country });
  const userBody = (name: string, country: string) => ({
    fullName: name,
    username: name.toLowerCase().replace(/\W+/g, '.'),
    email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`,
    country,
  });

  /** Records of every country, some made by the holder, some in the trash: the world the role is tried on. */
  async function world(seed: number, holder: { token: string; roleId: number }) {
    for (const [i, country] of COUNTRIES.entries()) {
      await made('company', companyBody(`Zyxprop Co ${seed}-${i}`, country));
      await made('user', userBody(`Zyxprop User ${seed}-${i}`, country));
      await made('company', companyBody(`Zyxprop Own ${seed}-${i}`, country), holder.token);
      await made('user', userBody(`Zyxprop Mine ${seed}-${i}`, country), holder.token);
      const trashed = await made('company', companyBody(`Zyxprop Gone ${seed}-${i}`, country));
      expect((await call('DELETE', `/company/${trashed!.id}`, host.token)).status).toBe(200);
      const gone = await made('user', userBody(`Zyxprop Left ${seed}-${i}`, country));
      expect((await call('DELETE', `/user/${gone!.id}`, host.token)).status).toBe(200);
    }
    await made('admin', {
      fullName: `Zyxprop Admin ${seed}`,
      email: `zyxprop.admin.${seed}@example.com`,
      password: 'Sturdy-2026',
      roleId: holder.roleId,
    });
    await made(
      'admin',
      {
        fullName: `Zyxprop Own Admin ${seed}`,
        email: `zyxprop.own.${seed}@example.com`,
        password: 'Sturdy-2026',
        roleId: holder.roleId,
      },
      holder.token,
    );
  }

  /** Every record of `area` as the administrator sees it, live and trashed. */
  async function allOf(area: string): Promise<{ live: Row[]; trashed: Row[] }> {
    const live = await call('GET', `/${area}${everything}`, host.token);
    const trashed = await call(
      'GET',
      `/${area}${everything}&filter=${encodeURIComponent('{"trashed":true}')}`,
      host.token,
    );
    return { live: live.body as Row[], trashed: trashed.body as Row[] };
  }

  it.each([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])(
    'role drawn from seed %i',
    async (seed) => {
      const permissions = roleOf(seed);
      const why = `seed ${seed}: ${JSON.stringify(permissions)}`;
      const role = await call('POST', '/role', host.token, { name: `Drawn role ${seed}`, permissions });
      expect(role.status, role.text).toBe(201);
      const email = `drawn.${seed}@example.com`;
      const account = await call('POST', '/admin', host.token, {
        fullName: `Drawn Holder ${seed}`,
        email,
        password: 'Sturdy-2026',
        roleId: role.body.id,
      });
      expect(account.status, account.text).toBe(201);
      const self = account.body.id as number;
      const token = await signIn(host.api, email, 'Sturdy-2026');
      await world(seed, { token, roleId: role.body.id });
      const readable = (area: string, row: Row) => allows(permissions, self, 'read', area, row);

      for (const area of AREAS) {
        const { live, trashed } = await allOf(area);
        const inside = live.filter((row) => readable(area, row));
        const outside = live.filter((row) => !readable(area, row));
        const outsideTrashed = trashed.filter((row) => !readable(area, row));
        const field = area === 'company' ? 'name' : 'fullName';

        // Lists, counts and exports hold exactly the records inside.
        if (allows(permissions, self, 'read', area) || inside.length) {
          const list = await call('GET', `/${area}${everything}`, token);
          expect(list.status, why).toBe(200);
          expect((list.body as Row[]).map((row) => row.id).sort(), `${area} list, ${why}`).toEqual(
            inside.map((row) => row.id).sort(),
          );
          expect(totalOf(list), why).toBe(inside.length);
          const exported = await call('GET', `/${area}/export?format=json`, token);
          expect(exported.status, why).toBe(200);
          expect((exported.body as Row[]).map((row) => row.id).sort(), `${area} export, ${why}`).toEqual(
            inside.map((row) => row.id).sort(),
          );
        }

        /** Each request, for a record outside, answers as for one that does not exist, and changes nothing. */
        const asMissing = async (id: number, request: (id: number) => Promise<Reply>, what: string) => {
          const outsideAnswer = await request(id);
          const missingAnswer = await request(MISSING);
          expect(seen(outsideAnswer), `${what} ${area}/${id}, ${why}`).toBe(seen(missingAnswer));
        };
        for (const row of outside.slice(0, 6)) {
          const stale = { [field]: 'Changed by a stranger', version: 999 };
          await asMissing(row.id, (id) => call('GET', `/${area}/${id}`, token), 'GET');
          await asMissing(row.id, (id) => call('GET', `/${area}/${id}/history`, token), 'history');
          await asMissing(row.id, (id) => call('PUT', `/${area}/${id}`, token, stale), 'stale PUT');
          await asMissing(
            row.id,
            (id) => call('PUT', `/${area}/${id}`, token, { [field]: 'x' }, { 'If-Match': '"nope"' }),
            'If-Match PUT',
          );
          await asMissing(row.id, (id) => call('PUT', `/${area}/${id}`, token, { [field]: 'x' }), 'fresh PUT');
          await asMissing(row.id, (id) => call('DELETE', `/${area}/${id}`, token), 'DELETE');
          for (const state of ['viewing', 'editing']) {
            const announce = (id: number) => call('POST', '/events/presence', token, { area, recordId: id, state });
            await asMissing(row.id, announce, `presence ${state}`);
            // Nobody is shown on a record the caller may not read.
            expect([403, 404], `presence ${state} on ${area}/${row.id}, ${why}`).toContain(
              (await announce(row.id)).status,
            );
          }
          const after = await call('GET', `/${area}/${row.id}`, host.token);
          expect(after.status, why).toBe(200);
          expect(after.body.version, `${area}/${row.id} changed by ${why}`).toBe(row.version);
          expect(after.body[field], why).toBe(row[field]);
        }
        for (const row of outsideTrashed.slice(0, 4)) {
          await asMissing(row.id, (id) => call('POST', `/${area}/${id}/restore`, token), 'restore');
          await asMissing(row.id, (id) => call('DELETE', `/${area}/${id}?purge=true`, token), 'purge');
          await asMissing(row.id, (id) => call('GET', `/${area}/${id}/history`, token), 'trashed history');
          const still = await call(
            'GET',
            `/${area}${everything}&filter=${encodeURIComponent('{"trashed":true}')}`,
            host.token,
          );
          expect(
            (still.body as Row[]).some((one) => one.id === row.id),
            `${area}/${row.id} left the trash, ${why}`,
          ).toBe(true);
        }
        for (const row of inside.slice(0, 3)) {
          expect((await call('GET', `/${area}/${row.id}`, token)).status, why).toBe(200);
          const stale = await call('PUT', `/${area}/${row.id}`, token, { [field]: 'Stale edit', version: 999 });
          if (stale.status === 409) expect(stale.body.current.id, why).toBe(row.id);
          else expect([403], `stale PUT ${area}/${row.id}: ${stale.text}, ${why}`).toContain(stale.status);
        }

        // A reference to a record outside is the same refusal as one to a missing id, in a write and an import.
        if (area === 'company' && outside.length) {
          const refer = (id: number) =>
            call('POST', '/user', token, { ...userBody(`Zyxprop Ref ${seed}`, 'PT'), companyId: id });
          await asMissing(outside[0].id, refer, 'reference in POST /user');
          const imported = (dryRun: boolean) => (id: number) =>
            call('POST', `/user/import?dryRun=${dryRun}`, token, [
              { ...userBody(`Zyxprop Imported ${seed}`, 'PT'), companyId: id },
            ]);
          await asMissing(outside[0].id, imported(true), 'reference in an import dry run');
          await asMissing(outside[0].id, imported(false), 'reference in an import');
        }
      }

      // Search finds only records inside.
      const search = await call('GET', `/search?q=${encodeURIComponent('Zyxprop')}`, token);
      expect(search.status, why).toBe(200);
      for (const hit of search.body as Array<{ area: string; id: number }>) {
        const row = (await call('GET', `/${hit.area}/${hit.id}`, host.token)).body as Row;
        expect(readable(hit.area, row), `search hit ${hit.area}/${hit.id}, ${why}`).toBe(true);
      }

      // Activity: exactly the entries of records the caller may read now (of a purged record: whole-area readers who
      // may purge any), in the list, its total and the summary.
      const records = new Map<string, Map<number, Row>>();
      for (const area of [...AREAS, 'contributor', 'role', 'language']) {
        const { live, trashed } = await allOf(area);
        records.set(area, new Map([...live, ...trashed].map((row) => [row.id, row])));
      }
      const entryVisible = (entry: Row) => {
        const area = String(entry.area);
        const row = records.get(area)?.get(entry.recordId as number);
        if (!records.has(area)) return false;
        if (row) return readable(area, row);
        return wholeArea(permissions, 'read', area) && wholeArea(permissions, 'delete', area);
      };
      const areaFilter = `&filter=${encodeURIComponent(JSON.stringify({ area: [...AREAS, 'contributor', 'role', 'language'] }))}`;
      const everyEntry = (await call('GET', `/activity${everything}${areaFilter}`, host.token)).body as Row[];
      const activity = await call('GET', `/activity${everything}${areaFilter}`, token);
      if (allows(permissions, self, 'read', 'activity')) {
        expect(activity.status, why).toBe(200);
        const expected = everyEntry.filter(entryVisible).map((entry) => entry.id);
        expect((activity.body as Row[]).map((entry) => entry.id).sort(), `activity, ${why}`).toEqual(expected.sort());
        expect(totalOf(activity), why).toBe(expected.length);
        const summary = await call('GET', '/summary', token);
        const ofActivity = (summary.body.areas as Array<{ name: string; total: number }>).find(
          (one) => one.name === 'activity',
        );
        const allVisible = (await call('GET', `/activity?range=${encodeURIComponent('[0,0]')}`, token)).headers;
        expect(ofActivity?.total, why).toBe(Number(allVisible.get('Content-Range')?.split('/')[1]));
      } else expect(activity.status, why).toBe(403);

      // The event stream's replay from the start carries only records the caller may read.
      const controller = new AbortController();
      const response = await host.api.respond('GET', '/events', {
        token,
        headers: { 'Last-Event-ID': '0' },
      });
      if (response.status === 200) {
        const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
        let text = '';
        const until = Date.now() + 800;
        while (Date.now() < until) {
          const next = await Promise.race([
            reader.read(),
            new Promise<{ done: true; value: undefined }>((resolve) =>
              setTimeout(() => resolve({ done: true, value: undefined }), until - Date.now()),
            ),
          ]);
          if (next.done) break;
          text += next.value;
        }
        controller.abort();
        await reader.cancel().catch(() => undefined);
        const events = text
          .split('\n\n')
          .filter((block) => block.includes('event: change'))
          .map(
            (block) =>
              JSON.parse(
                block
                  .split('\n')
                  .find((line) => line.startsWith('data:'))!
                  .slice(5),
              ) as Row,
          );
        for (const event of events) {
          const area = String(event.area);
          const row = records.get(area)?.get(event.recordId as number);
          if (row) expect(readable(area, row), `event ${area}/${event.recordId}, ${why}`).toBe(true);
        }
      } else await response.body?.cancel();
      // About 360 requests per role: 5-20 s, more on a loaded machine.
    },
    120_000,
  );
});
