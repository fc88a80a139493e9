/*
 * The one rule for pictures, on every form and every server (security review 2, I5; UX walk item 8): an upload is a
 * PNG, JPEG, WebP or GIF of at most 1 MB, stored as a base64 data URL, and its bytes must be what its type says.
 * No SVG (it can carry script and links), no addresses on other hosts (they track whoever views the record).
 */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];
export const MAX_IMAGE_BYTES = 1024 * 1024;
/** The base64 text of the largest image, plus its data-URL header. */
export const MAX_IMAGE_CHARS = Math.ceil(MAX_IMAGE_BYTES / 3) * 4 + 40;

/** Why a picture cannot be used: not an accepted image (type or bytes), or over the size limit. */
export type ImageProblem = 'type' | 'size';

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  signature.every((byte, index) => bytes[at + index] === byte);

/** The image type the first bytes of a file say it is (its magic number), or null. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) return 'image/gif';
  // RIFF....WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp';
  return null;
}

const DATA_URL = /^data:(image\/[a-z+.-]+);base64,([A-Za-z0-9+/]*={0,2})$/;

/** The decoded length of base64 text. */
const base64Bytes = (payload: string) => (payload.length * 3) / 4 - (payload.match(/=*$/)?.[0].length ?? 0);

/** The first bytes of base64 text, decoded. */
function headOf(payload: string): Uint8Array {
  const binary = atob(payload.slice(0, 16));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** Why a stored picture (a data URL) is refused, or null: an accepted type whose bytes match, within the limit. */
export function imageDataUrlProblem(value: string): ImageProblem | null {
  if (value.length > MAX_IMAGE_CHARS) return 'size';
  const match = DATA_URL.exec(value);
  if (!match || !(IMAGE_TYPES as readonly string[]).includes(match[1])) return 'type';
  const [, type, payload] = match;
  if (payload.length % 4 !== 0 || payload.length < 16) return 'type';
  if (base64Bytes(payload) > MAX_IMAGE_BYTES) return 'size';
  return sniffImageType(headOf(payload)) === type ? null : 'type';
}

/** A picked file's bytes (FileReader: what every browser, and jsdom in tests, has for a Blob). */
function bytesOf(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsArrayBuffer(blob);
  });
}

/** Why a picked file is refused, or null: it is read by its first bytes, not by its name or the browser's guess. */
export async function imageFileProblem(file: Blob): Promise<ImageProblem | null> {
  if (file.size > MAX_IMAGE_BYTES) return 'size';
  const head = await bytesOf(file.slice(0, 16));
  return sniffImageType(head) ? null : 'type';
}

/** A file as a data URL whose type is what its bytes say (so a PNG named .jpg is stored as a PNG). */
export async function readImageAsDataUrl(file: Blob): Promise<string> {
  const bytes = await bytesOf(file);
  const type = sniffImageType(bytes) ?? file.type;
  let binary = '';
  for (let at = 0; at < bytes.length; at += 0x8000) binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return `data:${type};base64,${btoa(binary)}`;
}
