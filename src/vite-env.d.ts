/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_URL?: string;
  /** `server` (default) or `browser`: see src/data/config.ts. */
  readonly VITE_API_MODE?: 'server' | 'browser';
}

interface Window {
  __ROUTE_PATHS__?: Array<{ path: string; layout: 'full' | 'content' }>;
}

/** Every management area's fields, described at build time (scripts/area-fields-plugin.ts). */
declare module 'virtual:area-fields' {
  const fields: Record<string, import('../schemas/kit/describe').FieldDescription[]>;
  export default fields;
}

/** The real jsonexport, loaded by its stand-in (src/shims/jsonexport.ts). */
declare module 'jsonexport/dist/index' {
  const jsonexport: (...args: unknown[]) => unknown;
  export default jsonexport;
}
