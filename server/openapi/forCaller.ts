import { areaModels } from '@schemas/kit/registry';
import type { Principal } from '../auth/principal';
import { fieldAccess } from '../areas/fieldAccess';
import { pascal } from './areas';
import type { OpenApiDocument, Schema } from './types';

/*
 * The OpenAPI document as a caller with a token sees it (issue 33 item 1): the fields their role hides are not in
 * their records' schemas, nor in what they may send. Without hidden fields it is the shared document itself.
 */
export function documentFor(document: OpenApiDocument, principal: Principal): OpenApiDocument {
  const hiddenByArea = areaModels
    .map((declaration) => [declaration, fieldAccess(principal, declaration).hidden] as const)
    .filter(([, hidden]) => hidden.size > 0);
  if (!hiddenByArea.length) return document;
  const copy = structuredClone(document);
  const schemas = (copy.components?.schemas ?? {}) as Record<string, Schema>;
  for (const [declaration, hidden] of hiddenByArea)
    for (const suffix of ['', 'Create', 'Update']) {
      const schema = schemas[`${pascal(declaration.name)}${suffix}`] as
        { properties?: Record<string, unknown>; required?: string[] } | undefined;
      if (!schema?.properties) continue;
      for (const name of hidden) delete schema.properties[name];
      if (schema.required) schema.required = schema.required.filter((name) => !hidden.has(name));
    }
  return copy;
}
