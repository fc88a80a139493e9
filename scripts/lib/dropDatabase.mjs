/*
 * Drops a database the tests made, as a role that is not a superuser (CI's api_ci has CREATEDB only).
 *
 * Not `WITH (FORCE)`: that terminates every other session on the database and fails outright when one of them is not
 * the role's own, which an autovacuum worker that has just started on a freshly written database is not (CI failed so,
 * now and then). A plain DROP DATABASE ends autovacuum workers itself and waits up to 5 s for other sessions; so wait
 * for our own sessions (servers just stopped, clients just ended) to leave, then drop, again while one remains.
 */
const IN_USE = '55006'; // "database … is being accessed by other users"

/**
 * @param {{ query: (text: string, values?: unknown[]) => Promise<{ rows: Array<Record<string, unknown>> }> }} admin
 *   a connected pg client on another database
 * @param {string} name an unquoted database name
 * @param {{ tries?: number, pauseMs?: number }} [options]
 */
export async function dropDatabase(admin, name, { tries = 10, pauseMs = 500 } = {}) {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a database name: ${name}`);
  const pause = () => new Promise((done) => setTimeout(done, pauseMs));
  for (let wait = 0; wait < 40 && (await ownSessions(admin, name)) > 0; wait++) await pause();
  for (let attempt = 1; ; attempt++) {
    try {
      await admin.query(`drop database if exists ${name}`);
      return;
    } catch (error) {
      if (/** @type {{ code?: string }} */ (error).code !== IN_USE || attempt >= tries) throw error;
    }
    await pause();
  }
}

/** @param {Parameters<typeof dropDatabase>[0]} admin @param {string} name */
async function ownSessions(admin, name) {
  const { rows } = await admin.query(
    'select count(*)::int as "sessions" from pg_stat_activity where datname = $1 and usename = current_user and pid <> pg_backend_pid()',
    [name],
  );
  return Number(rows[0]?.sessions ?? 0);
}
