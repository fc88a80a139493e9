import type { AreaModel } from '@schemas/kit/model';
import { areaModels } from '@schemas/kit/registry';
import { areaPaths, areaSchemas, areaTag, pascal } from './areas';
import { AUTH_TAGS, authPaths } from './auth';
import { answer, ref, SHARED_SCHEMAS } from './components';
import { EVENTS_TAG, eventsPaths, eventsSchemas } from './events';
import { exportPaths } from './export';
import { importPaths, importSchemas } from './import';
import { SUMMARY_TAG, summaryPaths, summarySchemas } from './summary';
import { SEARCH_TAG, searchPaths, searchSchemas } from './search';
import type { OpenApiDocument } from './types';

/**
 * The OpenAPI 3.1 document of /v1, generated from the declared areas and their zod schemas (after
 * `loadDeclarations`, which the server awaits before it answers).
 */
export function buildDocument(declarations: readonly AreaModel[] = areaModels): OpenApiDocument {
  const document: OpenApiDocument = {
    openapi: '3.1.0',
    info: {
      title: 'Back office API',
      version: '1',
      description:
        'JSON over HTTP. Errors answer `{message, errors?}` with i18n keys; the sign-in forms answer `{error: {field: [message]}}`.',
    },
    tags: [...AUTH_TAGS, SUMMARY_TAG, SEARCH_TAG, EVENTS_TAG],
    security: [{ bearerAuth: [] }],
    paths: { ...authPaths(), ...summaryPaths(), ...searchPaths(), ...eventsPaths() },
    components: {
      schemas: { ...SHARED_SCHEMAS, ...summarySchemas(), ...searchSchemas(), ...eventsSchemas(), ...importSchemas() },
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'The access token of POST /v1/auth/login.',
        },
      },
    },
  };
  for (const declaration of declarations) {
    const schemas = areaSchemas(declaration);
    document.tags.push(areaTag(declaration));
    Object.assign(document.components.schemas, schemas);
    Object.assign(document.paths, areaPaths(declaration, schemas[pascal(declaration.name)]));
    Object.assign(document.paths, exportPaths(declaration, schemas[pascal(declaration.name)]));
    Object.assign(document.paths, importPaths(declaration));
  }
  // Any call that reads or writes the database answers 503 while it cannot be reached.
  const unavailable = answer('The database cannot be reached; try again later.', ref('ApiError'));
  for (const item of Object.values(document.paths))
    for (const operation of Object.values(item)) operation.responses['503'] ??= unavailable;
  return document;
}
