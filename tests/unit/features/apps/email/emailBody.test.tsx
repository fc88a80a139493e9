import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import { AdminContext } from 'react-admin';
import { createI18nProvider } from '@/i18n/i18nProvider';
import { themesFor } from '@/theme/skins';
import { EmailBody } from '@/features/apps/email/EmailBody';

function renderBody(html: string, skin: 'light' | 'dark' = 'light') {
  return render(
    <AdminContext i18nProvider={createI18nProvider()}>
      <ThemeProvider theme={themesFor(skin, 'vertical', false).main}>
        <EmailBody html={html} />
      </ThemeProvider>
    </AdminContext>,
  );
}

const frame = () => screen.getByTitle('Message body') as HTMLIFrameElement;
const frameDocument = () => new DOMParser().parseFromString(frame().srcdoc, 'text/html');

describe('an e-mail body', () => {
  // jsdom has no layout: the frame's height is the browser test's to check.
  beforeEach(() =>
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    ),
  );
  afterEach(() => vi.unstubAllGlobals());

  it('is shown in a frame that may not run scripts, submit forms or move the page', () => {
    const { container } = renderBody(
      '<p>Hello</p><script>window.__xss = 1</script><img src="x.png" onerror="window.__xss = 1"><form><input name="pw"></form>',
    );
    const sandbox = frame().getAttribute('sandbox')!.split(' ');
    expect(frame()).toHaveAttribute('sandbox');
    expect(sandbox).not.toContain('allow-scripts');
    expect(sandbox).not.toContain('allow-forms');
    expect(sandbox.filter((token) => token.startsWith('allow-top-navigation'))).toEqual([]);
    // The message is only in the frame's document, and there it is clean.
    expect(container.querySelector('p, img, form')).toBeNull();
    const body = frameDocument().body;
    expect(body.innerHTML).not.toMatch(/onerror|<script|<form|<input/);
    expect(body.querySelector('p')?.textContent).toBe('Hello');
    expect(
      frameDocument().querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content'),
    ).toMatch(/default-src 'none'/);
  });

  it('holds remote images back until the reader asks, with a placeholder in their place', () => {
    const inline = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';
    renderBody(`<p>Offer</p><img src="https://tracker.example/open.gif" alt="Logo"><img src="${inline}" alt="dot">`);
    expect(screen.getByRole('alert')).toHaveTextContent('1 image from the web is hidden to protect your privacy');
    expect(frame().srcdoc).not.toContain('tracker.example');
    const placeholder = frameDocument().querySelector('[data-blocked-image]');
    expect(placeholder?.localName).toBe('span');
    expect(placeholder?.textContent).toBe('Logo');
    expect(placeholder?.getAttribute('title')).toBe('Image hidden');
    expect(frameDocument().querySelector(`img[src="${inline}"]`)).not.toBeNull();
    expect(
      frameDocument().querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content'),
    ).toContain('img-src data:;');

    fireEvent.click(screen.getByRole('button', { name: 'Show images' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(frameDocument().querySelector('img[src="https://tracker.example/open.gif"]')).not.toBeNull();
    expect(
      frameDocument().querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content'),
    ).toContain('img-src data: https: http:');
  });

  it('asks nothing when there is no remote image', () => {
    renderBody('<p>Plain</p>');
    expect(screen.queryByRole('button', { name: 'Show images' })).toBeNull();
  });

  it('takes the app’s font and the skin’s colours, light or dark', () => {
    renderBody('<p>Hi</p>');
    expect(frame().srcdoc).toContain('color: #5e5873');
    expect(frame().srcdoc).toContain('Montserrat');
    expect(frame().srcdoc).toContain('color-scheme: light');
  });

  it('in the dark skin', () => {
    renderBody('<p>Hi</p>', 'dark');
    expect(frame().srcdoc).toContain('color: #d0d2d6');
    expect(frame().srcdoc).toContain('color-scheme: dark');
  });
});
