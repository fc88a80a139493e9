import type { MessageKey } from '@/i18n/messageKeys';
import { imageDataUrlProblem, imageFileProblem, type ImageProblem } from '@schemas/kit/images';

/*
 * Pictures in the demo apps' forms (avatars, the blog's featured image): the product's one rule
 * (schemas/kit/images.ts: PNG, JPEG, WebP or GIF by their bytes, at most 1 MB), with the shared messages.
 */
export { IMAGE_TYPES, MAX_IMAGE_BYTES, readImageAsDataUrl as readAsDataUrl } from '@schemas/kit/images';

const MESSAGES: Record<ImageProblem, MessageKey> = { type: 'shared.image.wrongType', size: 'shared.image.tooLarge' };

/** Why a picked file cannot be used, as an i18n key, or null when it is fine. */
export async function pickedImageProblem(file: Blob): Promise<MessageKey | null> {
  const problem = await imageFileProblem(file);
  return problem && MESSAGES[problem];
}

/**
 * Why a demo record's picture is refused, as an i18n key, or null: an upload by the one rule, or an address
 * (the demo data's pictures include addresses and drawn SVG stand-ins that an edit keeps as they are).
 */
export function dataUrlProblem(url: string): MessageKey | null {
  if (/^https?:\/\//.test(url) || url.startsWith('data:image/svg+xml;charset=utf-8,')) return null;
  const problem = imageDataUrlProblem(url);
  return problem && MESSAGES[problem];
}
