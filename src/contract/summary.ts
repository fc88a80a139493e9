import { areaModels } from '@schemas/kit/registry';
import type { Ability } from './identity';
import { API_ERRORS, type ApiErrorBody } from './types';

/*
 * `GET /v1/summary`: what the home page shows of every management area in one answer (the API server's
 * server/areas/summary.ts answers it). Only the areas the
 * caller may list are in it: an area they may not read is absent, not refused. Its answer's schema is in
 * ./summarySchema.ts, apart, so that the app takes the path and the types from here without zod.
 */
export type { AreaSummary, Summary } from './summarySchema';

export { SUMMARY_PATH } from './types';

/** The areas whose list the caller may read (the list route's rule), in menu order. */
export const listableAreas = (ability: Ability): string[] =>
  areaModels.filter(({ name }) => ability.can('read', name)).map(({ name }) => name);

/** The 400 body for a query string: the summary takes no parameters, so any one is refused by name. */
export function summaryQueryError(params: URLSearchParams): ApiErrorBody | undefined {
  const [name] = params.keys();
  if (name === undefined) return undefined;
  return {
    message: API_ERRORS.badSummaryQuery,
    errors: { query: `unknown query parameter "${name}"; the summary takes none` },
  };
}
