import type { RequestHandler } from 'msw';
import { persisted } from '../lib/persisted';
import { v1Fallback } from './v1Fallback';

/*
 * Every `*.handlers.ts` module in this folder exports `handlers` (the template's demo endpoints, always answered by
 * the worker) and/or `v1Handlers` (the /v1 contract, answered in the browser-only mode only); they are collected
 * here so a new endpoint group never edits a shared file. The browser worker and the Node tests use these lists.
 * Whole modules are imported: a named import of an export some module lacks would not load in the browser. Every
 * handler answers only once what it changed is stored (lib/persisted.ts).
 */
interface HandlerModule {
  handlers?: RequestHandler[];
  v1Handlers?: RequestHandler[];
}
const modules = Object.values(import.meta.glob<HandlerModule>('./*.handlers.ts', { eager: true }));

export const handlers: RequestHandler[] = modules.flatMap((module) => module.handlers ?? []).map(persisted);

/** The /v1 contract answered in the browser (browser-only mode); anything under /v1 no module answers is a 404. */
export const v1Handlers: RequestHandler[] = [...modules.flatMap((module) => module.v1Handlers ?? []), v1Fallback].map(
  persisted,
);
