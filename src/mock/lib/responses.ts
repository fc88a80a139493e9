import { HttpResponse } from 'msw';
import type { DemoErrorBody, FieldErrors } from '../types/common';

/*
 * The body type is checked where a response is built; handlers then return plain `Response`s, so one handler can
 * answer a resource or an error without fighting msw's single-body-type inference.
 */

/** 400 with a message per field (`{ error: { title: 'Please enter a title' } }`) or one message for the request. */
export const badRequest = (error: FieldErrors | string): Response =>
  HttpResponse.json<DemoErrorBody>({ error }, { status: 400 });

/** 404 naming what was not found: `{ error: 'Invoice not found' }`. */
export const notFound = (what: string): Response =>
  HttpResponse.json<DemoErrorBody>({ error: `${what} not found` }, { status: 404 });

export const ok = <T extends object>(body: T): Response => HttpResponse.json<T>(body);

export const created = <T extends object>(body: T): Response => HttpResponse.json<T>(body, { status: 201 });
