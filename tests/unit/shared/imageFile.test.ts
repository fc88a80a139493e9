import { describe, expect, it } from 'vitest';
import { dataUrlProblem, imageFileProblem, MAX_IMAGE_BYTES } from '@/shared/imageFile';

describe('image uploads', () => {
  it('accepts JPG, GIF and PNG up to 800 kB', () => {
    expect(imageFileProblem({ type: 'image/png', size: MAX_IMAGE_BYTES })).toBeNull();
    expect(imageFileProblem({ type: 'image/gif', size: 10 })).toBeNull();
    expect(imageFileProblem({ type: 'image/webp', size: 10 })).toBe('shared.image.wrongType');
    expect(imageFileProblem({ type: 'image/jpeg', size: MAX_IMAGE_BYTES + 1 })).toBe('shared.image.tooLarge');
  });

  it('checks an uploaded data URL on the server side too', () => {
    expect(dataUrlProblem('data:image/png;base64,AAAA')).toBeNull();
    expect(dataUrlProblem(`data:image/png;base64,${'A'.repeat(1_100_000)}`)).toBe('shared.image.tooLarge');
    expect(dataUrlProblem('data:text/html;base64,AAAA')).toBe('shared.image.wrongType');
    expect(dataUrlProblem('javascript:alert(1)')).toBe('shared.image.wrongType');
    expect(dataUrlProblem('https://example.com/a.png')).toBeNull();
  });
});
