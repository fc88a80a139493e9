/* The part of OpenAPI 3.1 the API reference uses. Schemas are JSON Schema 2020-12 objects. */

export type Schema = { [keyword: string]: unknown };

export interface MediaType {
  schema: Schema;
}

export interface Parameter {
  name: string;
  in: 'query' | 'path' | 'header';
  required?: boolean;
  description?: string;
  schema?: Schema;
  /** A parameter sent as JSON text (the list's sort, range and filter). */
  content?: Record<string, MediaType>;
}

export interface Header {
  description?: string;
  required?: boolean;
  schema: Schema;
}

export interface Response {
  description: string;
  headers?: Record<string, Header>;
  content?: Record<string, MediaType>;
}

export interface Operation {
  tags: string[];
  summary: string;
  description?: string;
  operationId: string;
  /** `[]` for a public operation; absent means the document's default (the bearer token). */
  security?: Array<Record<string, string[]>>;
  parameters?: Parameter[];
  requestBody?: { required: boolean; description?: string; content: Record<string, MediaType> };
  responses: Record<string, Response>;
}

export type Method = 'get' | 'post' | 'put' | 'delete';
export type PathItem = Partial<Record<Method, Operation>>;

export interface Tag {
  name: string;
  description?: string;
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description?: string };
  tags: Tag[];
  security: Array<Record<string, string[]>>;
  paths: Record<string, PathItem>;
  components: {
    schemas: Record<string, Schema>;
    securitySchemes: Record<string, Schema>;
  };
}
