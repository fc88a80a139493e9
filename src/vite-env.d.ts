/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_URL?: string;
  /** `server` (default) or `browser`: see src/data/config.ts. */
  readonly VITE_API_MODE?: 'server' | 'browser';
}

interface Window {
  __ROUTE_PATHS__?: Array<{ path: string; layout: 'full' | 'content' }>;
}

/** Every management area's model without zod, its fields described at build time (scripts/area-models-plugin.ts). */
declare module 'virtual:area-models' {
  const models: Record<string, import('../schemas/kit/model').DescribedModel>;
  export default models;
}

/** Every management area's place among the areas (its model's `order`), by name: what the menu needs of the models. */
declare module 'virtual:area-order' {
  const order: Record<string, number>;
  export default order;
}

/** The real jsonexport, loaded by its stand-in (src/shims/jsonexport.ts). */
declare module 'jsonexport/dist/index' {
  const jsonexport: (...args: unknown[]) => unknown;
  export default jsonexport;
}
