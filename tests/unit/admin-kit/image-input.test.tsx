import { beforeEach, describe, expect, it } from 'vitest';
import userEvent from '@testing-library/user-event';
import { ADMIN, renderApp, screen, serveAreaApi, signInAs, SLOW } from './harness';

/* An image field's upload (UX walk item 8, security review I5): the bytes decide, not the name; 1 MB at most. */
serveAreaApi();
beforeEach(async () => {
  await signInAs(ADMIN);
});

const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='),
  (c) => c.charCodeAt(0),
);

describe('an image field', () => {
  it('refuses text named .png and an SVG, then takes a real PNG, with a neutral placeholder before', SLOW, async () => {
    renderApp('/company/add');
    const input = await screen.findByLabelText('Logo');
    // The placeholder is a picture icon, not a person's silhouette.
    expect(document.querySelector('[data-testid="ImageOutlinedIcon"]')).not.toBeNull();
    expect(document.querySelector('[data-testid="PersonIcon"]')).toBeNull();
    await userEvent.upload(input, new File(['hello, not a png'], 'logo.png', { type: 'image/png' }));
    expect(await screen.findByText('This file is not a PNG, JPEG, WebP or GIF image')).toBeVisible();
    await userEvent.upload(
      input,
      new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.svg', { type: 'image/svg+xml' }),
    );
    expect(await screen.findByText('This file is not a PNG, JPEG, WebP or GIF image')).toBeVisible();
    await userEvent.upload(input, new File([PNG, new Uint8Array(1024 * 1024)], 'big.png', { type: 'image/png' }));
    expect(await screen.findByText('The image must be 1 MB or smaller')).toBeVisible();
    await userEvent.upload(input, new File([PNG], 'logo.png', { type: 'image/png' }));
    await screen.findByRole('button', { name: 'Remove' });
    expect(document.querySelector('img[src^="data:image/png;base64,"]')).not.toBeNull();
    expect(screen.queryByText('This file is not a PNG, JPEG, WebP or GIF image')).toBeNull();
  });
});
