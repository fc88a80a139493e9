import { z } from 'zod';
import { imageDataUrlProblem } from '@schemas/kit/images';

/*
 * Bounds of the demo endpoints' input where a form has no rule of its own to quote; the messages are i18n keys
 * (app.demoData.errors.*, part of the first page's strings) that the forms show translated.
 */
export const TOO_LONG = 'app.demoData.errors.tooLong';
export const TOO_MANY = 'app.demoData.errors.tooMany';
export const TOO_BIG = 'app.demoData.errors.tooBig';
export const PICTURE = 'app.demoData.errors.picture';
export const URL_ONLY = 'app.demoData.errors.url';

/** An e-mail address as every form takes it. */
export const EMAIL_MAX = 160;
/** Money amounts and prices. */
export const AMOUNT_MAX = 1e9;
/** Web addresses (links, pictures by address). */
export const URL_MAX = 300;

/** An http(s) address of at most URL_MAX characters. */
export const httpUrl = (message = URL_ONLY) => z.url({ protocol: /^https?$/, error: message }).max(URL_MAX, TOO_LONG);

const httpPicture = httpUrl(PICTURE);

/**
 * Why a picture field (an avatar) cannot take `value`, or null: it is none (''), an http(s) address, or an upload by
 * the product's one rule (schemas/kit/images.ts: PNG, JPEG, WebP or GIF by their bytes, at most 1 MB). No SVG.
 */
export function pictureProblem(value: string): string | null {
  if (value === '') return null;
  if (!value.startsWith('data:')) return httpPicture.safeParse(value).success ? null : PICTURE;
  const problem = imageDataUrlProblem(value);
  return problem === 'size' ? 'shared.image.tooLarge' : problem ? PICTURE : null;
}
