/** Image uploads accepted by the avatar and the blog's featured image (the template's rule: JPG, GIF or PNG). */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;
export const MAX_IMAGE_BYTES = 800 * 1024;

/** Why a picked file cannot be used, as an i18n key, or null when it is fine. */
export function imageFileProblem(file: { type: string; size: number }, maxBytes = MAX_IMAGE_BYTES): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return 'shared.image.wrongType';
  if (file.size > maxBytes) return 'shared.image.tooLarge';
  return null;
}

export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

const DATA_URL = /^data:(image\/(?:jpeg|png|gif|svg\+xml));(base64,|charset=utf-8,)?/;

/** Server-side check of an uploaded image (a data URL): an accepted type and at most `maxBytes` once decoded. */
export function dataUrlProblem(url: string, maxBytes = MAX_IMAGE_BYTES): string | null {
  const match = DATA_URL.exec(url);
  if (!match) return /^https?:\/\//.test(url) ? null : 'shared.image.wrongType';
  const payload = url.slice(match[0].length).replace(/^,/, '');
  const bytes = match[2] === 'base64,' ? Math.floor((payload.length * 3) / 4) : decodeURIComponent(payload).length;
  return bytes > maxBytes ? 'shared.image.tooLarge' : null;
}
