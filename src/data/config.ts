/** The real API's base address (`{host}/v1`). Without it the in-browser worker answers (demo mode). */
export const API_URL: string = (import.meta.env.VITE_API_URL as string | undefined)?.replace(/\/$/, '') ?? '/v1';
export const isDemoMode = !import.meta.env.VITE_API_URL;
