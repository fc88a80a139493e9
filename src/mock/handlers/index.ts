import type { RequestHandler } from 'msw';
import { persisted } from '../lib/persisted';

/*
 * Every `*.handlers.ts` module in this folder exports `handlers` (the template's demo endpoints); they are collected
 * here so a new endpoint group never edits a shared file. The browser worker and the Node tests use this list.
 * Every handler answers only once what it changed is stored (lib/persisted.ts).
 */
interface HandlerModule {
  handlers?: RequestHandler[];
}
const modules = Object.values(import.meta.glob<HandlerModule>('./*.handlers.ts', { eager: true }));

export const handlers: RequestHandler[] = modules.flatMap((module) => module.handlers ?? []).map(persisted);
