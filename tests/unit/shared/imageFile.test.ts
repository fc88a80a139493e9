import { describe, expect, it } from 'vitest';
import { imageDataUrlProblem, imageFileProblem, MAX_IMAGE_BYTES, readImageAsDataUrl } from '@schemas/kit/images';
import { dataUrlProblem, pickedImageProblem } from '@/shared/imageFile';

/* The one rule for pictures (schemas/kit/images.ts), on every form and the server: the bytes decide, 1 MB at most. */
const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const PNG = Uint8Array.from(atob(PNG_BASE64), (c) => c.charCodeAt(0));
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1]);
const GIF = new TextEncoder().encode('GIF89a\x01\x00\x01\x00\x00\x00\x00;');
const WEBP = new TextEncoder().encode('RIFF\x1a\x00\x00\x00WEBPVP8L\x0d\x00\x00\x00');
const base64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));

describe('a picked picture', () => {
  it('is read by its bytes: PNG, JPEG, WebP and GIF pass whatever they are named', async () => {
    for (const bytes of [PNG, JPEG, GIF, WEBP]) expect(await imageFileProblem(new Blob([bytes]))).toBeNull();
    expect(await imageFileProblem(new Blob([PNG], { type: 'image/jpeg' }))).toBeNull();
  });

  it('refuses text named .png, SVG, and anything over 1 MB', async () => {
    expect(await imageFileProblem(new Blob(['hello, not a png'], { type: 'image/png' }))).toBe('type');
    const svg = new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>'], { type: 'image/svg+xml' });
    expect(await imageFileProblem(svg)).toBe('type');
    const big = new Blob([PNG, new Uint8Array(MAX_IMAGE_BYTES)], { type: 'image/png' });
    expect(await imageFileProblem(big)).toBe('size');
    expect(await pickedImageProblem(big)).toBe('shared.image.tooLarge');
    expect(await pickedImageProblem(svg)).toBe('shared.image.wrongType');
  });

  it('is stored as a data URL of the type its bytes say', async () => {
    const url = await readImageAsDataUrl(new Blob([PNG], { type: 'image/jpeg' }));
    expect(url).toBe(`data:image/png;base64,${PNG_BASE64}`);
    expect(imageDataUrlProblem(url)).toBeNull();
  });
});

describe('a stored picture (a data URL), as the server checks it', () => {
  it('takes PNG, JPEG, WebP and GIF whose bytes match their type', () => {
    expect(imageDataUrlProblem(`data:image/png;base64,${PNG_BASE64}`)).toBeNull();
    expect(imageDataUrlProblem(`data:image/jpeg;base64,${base64(JPEG)}`)).toBeNull();
    expect(imageDataUrlProblem(`data:image/gif;base64,${base64(GIF)}`)).toBeNull();
    expect(imageDataUrlProblem(`data:image/webp;base64,${base64(WEBP)}`)).toBeNull();
  });

  it('refuses SVG, addresses, other data, bytes that are not what the type says, and over 1 MB', () => {
    expect(imageDataUrlProblem('data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=')).toBe('type');
    expect(imageDataUrlProblem('data:image/svg+xml;charset=utf-8,%3Csvg%3E')).toBe('type');
    expect(imageDataUrlProblem('https://tracker.example/pixel.png')).toBe('type');
    expect(imageDataUrlProblem('data:text/html;base64,PHNjcmlwdD4=')).toBe('type');
    expect(imageDataUrlProblem(`data:image/png;base64,${btoa('hello, this is not a png')}`)).toBe('type');
    expect(imageDataUrlProblem(`data:image/jpeg;base64,${PNG_BASE64}`)).toBe('type');
    expect(imageDataUrlProblem(`data:image/png;base64,${PNG_BASE64.slice(0, 20)}%%`)).toBe('type');
    expect(imageDataUrlProblem(`data:image/png;base64,${PNG_BASE64}${'A'.repeat(1_400_000)}`)).toBe('size');
  });

  it('the demo apps also keep their own addresses and drawn stand-ins', () => {
    expect(dataUrlProblem('https://example.com/a.png')).toBeNull();
    expect(dataUrlProblem('data:image/svg+xml;charset=utf-8,%3Csvg%3E')).toBeNull();
    expect(dataUrlProblem('data:text/html;base64,AAAA')).toBe('shared.image.wrongType');
  });
});
