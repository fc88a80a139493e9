/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_URL?: string;
}

interface Window {
  __ROUTE_PATHS__?: Array<{ path: string; layout: 'full' | 'content' }>;
}
