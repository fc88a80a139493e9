import { http, HttpResponse } from 'msw';
import { listableAreas, SUMMARY_PATH, summaryQueryError, type AreaSummary } from '@/contract/summary';
import { requireSignIn } from '../auth/requireSignIn';
import { liveRows } from '../lib/areaStore';
import { answer, fail, readBodyText } from '../lib/httpErrors';

/*
 * GET /v1/summary in the browser-only mode (src/contract/summary.ts), as server/resources/summary.ts answers it: each
 * area the caller may list, with its live records' count and the latest updatedAt among them.
 */
function summaryOf(area: string): AreaSummary {
  const rows = liveRows(area);
  const latest = rows.reduce<number | null>((found, row) => {
    const at = Date.parse(String(row.updatedAt));
    return Number.isNaN(at) || (found !== null && found >= at) ? found : at;
  }, null);
  return { name: area, total: rows.length, updatedAt: latest === null ? null : new Date(latest).toISOString() };
}

export const v1Handlers = [
  // As the server's GET routes, HEAD too; any other method falls through to the not-found answer (v1Fallback.ts).
  http.all(`/v1${SUMMARY_PATH}`, ({ request }) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
    return answer(async () => {
      await readBodyText(request);
      const principal = await requireSignIn(request);
      const refused = summaryQueryError(new URL(request.url).searchParams);
      if (refused) fail(400, refused.message, refused.errors);
      return HttpResponse.json({ areas: listableAreas(principal.ability).map(summaryOf) });
    });
  }),
];
