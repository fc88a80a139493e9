// The load loop of npm run bench:peers: one keep-alive HTTP client per server on loopback, and a fixed-time, fixed-
// concurrency loop that keeps every latency, so that rounds can be merged before p50 and p99 are taken.
import http from 'node:http';

/** Requests to one server at `host:port` on at most `concurrency` kept-alive connections; bodies come back as text. */
export function httpClient({ host, port, concurrency }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const send = (method, path, { headers = {}, body } = {}) =>
    new Promise((done, fail) => {
      const request = http.request(
        {
          host,
          port,
          method,
          path,
          agent,
          headers: body ? { 'Content-Type': 'application/json', ...headers } : headers,
        },
        (response) => {
          const chunks = [];
          response.on('data', (chunk) => chunks.push(chunk));
          response.on('end', () =>
            done({ status: response.statusCode, headers: response.headers, text: Buffer.concat(chunks).toString() }),
          );
          response.on('error', fail);
        },
      );
      request.on('error', fail);
      request.end(body);
    });
  return { send, close: () => agent.destroy() };
}

/**
 * Runs `step(record, worker)` in `concurrency` loops for `seconds`; a step times what it measures through `record`,
 * which counts answers of 400 or more by status, and as errors unless `expected(status)` (our 409 on a stale edit).
 */
export async function measure(step, { seconds, concurrency, expected = () => false }) {
  const latencies = [];
  let errors = 0;
  const statuses = {};
  const record = async (request) => {
    const started = performance.now();
    const answer = await request();
    latencies.push(performance.now() - started);
    if (answer.status >= 400) {
      statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
      if (!expected(answer.status)) errors++;
    }
    return answer;
  };
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      while (performance.now() < until) {
        try {
          await step(record, worker);
        } catch {
          errors++;
        }
      }
    }),
  );
  return { latencies, elapsed: (performance.now() - started) / 1000, errors, statuses };
}

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] : NaN;
const round = (value, places) => Number(value.toFixed(places));

/** The runs of one case on one server (one per round) as a whole: req/s over their time, p50 and p99 of all latencies. */
export function summarize(runs) {
  const latencies = runs.flatMap((run) => run.latencies).sort((a, b) => a - b);
  const elapsed = runs.reduce((sum, run) => sum + run.elapsed, 0);
  const statuses = {};
  for (const run of runs)
    for (const [status, n] of Object.entries(run.statuses)) statuses[status] = (statuses[status] ?? 0) + n;
  return {
    requests: latencies.length,
    rps: round(latencies.length / elapsed, 1),
    p50: round(percentile(latencies, 0.5), 2),
    p99: round(percentile(latencies, 0.99), 2),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
    statuses,
  };
}
