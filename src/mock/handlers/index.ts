import type { RequestHandler } from 'msw';

/*
 * Every `*.handlers.ts` module in this folder exports `handlers`; they are collected here so a new endpoint group
 * never edits a shared file. The browser worker and the Node contract tests use this same list.
 */
const modules = import.meta.glob<RequestHandler[]>('./*.handlers.ts', { eager: true, import: 'handlers' });

export const handlers: RequestHandler[] = Object.values(modules).flat();
