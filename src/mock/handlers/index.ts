import type { RequestHandler } from 'msw';

/*
 * Every `*.handlers.ts` module in this folder exports `handlers`; they are collected here so a new endpoint group
 * never edits a shared file. The browser worker and the Node contract tests use this same list.
 */
const modules = import.meta.glob<RequestHandler[]>('./*.handlers.ts', { eager: true, import: 'handlers' });

export const handlers: RequestHandler[] = Object.values(modules).flat();

/** The /v1 contract answered in the browser (browser-only mode); modules export them as `v1Handlers`. */
const v1Modules = import.meta.glob<RequestHandler[]>('./*.handlers.ts', { eager: true, import: 'v1Handlers' });
export const v1Handlers: RequestHandler[] = Object.values(v1Modules).filter(Boolean).flat();
