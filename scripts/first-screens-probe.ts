/*
 * Run by scripts/first-screens-plugin.ts inside a Vite module runner (Node, SSR transform), never in the browser: the
 * route table as the admin has it (areas included) and the loads a route's first screen starts, so the build can see
 * which modules each first screen needs.
 */
import '@/admin-kit/routeEntries';
import { declarations } from '@/admin-kit/registry';
import { signInPages } from '@/features/pages/auth/signInPages';
import { loadScreen } from '@/routes/loadScreen';
import { findRoute } from '@/routes/table';

/** The screens a signed-in reload most often starts on: home and every management area's list. */
export const firstScreenPaths = (): string[] => ['/home', ...declarations.map((declaration) => declaration.paths.list)];

/** The sign-in pages: the entry renders them without the admin. */
export const signInPaths = (): string[] => signInPages.map((entry) => entry.path);

/** Starts what the path's first screen waits for, as src/root/preloadFirstScreen.ts does, and waits for it. */
export async function loadFirstScreen(path: string): Promise<void> {
  const entry = findRoute(path);
  if (!entry) throw new Error(`first screens: no route for ${path}`);
  await loadScreen(entry);
}
