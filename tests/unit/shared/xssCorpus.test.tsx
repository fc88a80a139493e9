import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import { AdminContext, RecordContextProvider } from 'react-admin';
import { describeSchema } from '@schemas/kit/describe';
import { createHtmlSanitizer, sanitizeHtml } from '@/contract/html';
import { FieldValue } from '@/admin-kit/fields/FieldValue';
import { declarationOf, loadDeclarations } from '@/admin-kit/registry';
import { EmailBody } from '@/features/apps/email/EmailBody';
import { composeDefaults } from '@/features/apps/email/compose/composeForm';
import type { Email } from '@/mock/types/email';
import { createI18nProvider } from '@/i18n/i18nProvider';
import { SafeHtml } from '@/shared/SafeHtml';
import RichTextEditor from '@/shared/richText/RichTextEditor';
import type { Editor } from '@tiptap/react';
import { themesFor } from '@/theme/skins';
import { nodePlatform } from '../../../server/platform/node';
import { ALLOWED, PAYLOADS, SAFE_ADDRESS, type Payload } from '../../e2e/support/xssCorpus';

/*
 * The whole XSS corpus (tests/e2e/support/xssCorpus.ts) through the HTML policy and every renderer of HTML from data:
 * content pages and biographies (the admin's rich-text field), blog posts, knowledge-base articles and the showcase's
 * preview (SafeHtml), e-mail bodies (the sandboxed frame), a reply quoting an e-mail and HTML loaded into the editor
 * (the rich-text editor). What a renderer puts on the page must hold only the policy's tags, its attributes and safe
 * addresses: then nothing can run (no script, no handler, no script URL), leave its box (no style, no form control,
 * no frame) or take the page over (no base, meta, id or name). The browser test (tests/e2e/xss-corpus.spec.ts) sends
 * a few of the payloads through the running app in Chromium to prove the wiring.
 */

/** Attributes a tag may carry on the page (the policy's, written out; `*`: every tag). */
const ATTRIBUTES: Record<string, string[]> = {
  '*': ['title'],
  a: ['href', 'target', 'rel'],
  img: ['src', 'alt'],
  ol: ['start'],
};

/** What is wrong with HTML shown on the page: empty when it is harmless. */
function harms(root: Element, { placeholders = false } = {}) {
  const found: string[] = [];
  for (const element of root.querySelectorAll('*')) {
    const tag = element.localName;
    // The e-mail frame's placeholder for a held-back image is the app's own markup.
    const placeholder = placeholders && element.hasAttribute('data-blocked-image');
    if (!ALLOWED.has(tag) && !placeholder) found.push(`tag ${tag}`);
    for (const { name, value } of element.attributes) {
      const allowed = placeholder
        ? ['data-blocked-image', 'role', 'title', 'alt'].includes(name)
        : [...ATTRIBUTES['*'], ...(ATTRIBUTES[tag] ?? [])].includes(name);
      if (!allowed) found.push(`${tag} ${name}=${value}`);
      if (name === 'href' || name === 'src') {
        const url = new URL(value, 'https://admin.example/');
        const scheme = url.protocol === 'data:' ? value.trim().slice(0, 20).toLowerCase() : url.protocol;
        if (!SAFE_ADDRESS.test(scheme)) found.push(`${tag} ${name}=${value}`);
      }
    }
    if (tag === 'a' && element.hasAttribute('href')) {
      if (element.getAttribute('target') !== '_blank') found.push(`a target=${element.getAttribute('target')}`);
      const rel = (element.getAttribute('rel') ?? '').split(/\s+/);
      if (!rel.includes('noopener') || !rel.includes('noreferrer')) found.push(`a rel=${rel.join(' ')}`);
    }
  }
  return found;
}

/** The payload's marker is shown and nothing harmful is. */
function expectShownHarmless(root: Element, payload: Payload, options?: { placeholders?: boolean }) {
  const label = `${payload.id} ${payload.name}`;
  expect(root.textContent, label).toContain(`marker ${payload.id}`);
  expect(harms(root, options), label).toEqual([]);
}

/** Each renderer takes every payload in one test: generous on a busy two-core machine. */
const LOOP_TIMEOUT = 120_000;

const inDocument = (html: string) => new DOMParser().parseFromString(html, 'text/html').body;

describe('the XSS corpus against the HTML policy', () => {
  it.each(PAYLOADS)('$id $name: cleaned, parsed again, is harmless', (payload) => {
    expectShownHarmless(inDocument(sanitizeHtml(payload.html)), payload);
  });

  it('gives the same clean HTML on the server (its own DOM) as in the page, and cleaning it again changes nothing', async () => {
    // The server stores what it cleaned; the page cleans it again when it shows it: both must be the same HTML.
    const server = createHtmlSanitizer(await nodePlatform.htmlWindow());
    for (const payload of PAYLOADS) {
      const clean = sanitizeHtml(payload.html);
      expect(server.sanitize(payload.html), payload.id).toBe(clean);
      expect(sanitizeHtml(clean), payload.id).toBe(clean);
    }
  });
});

describe('the XSS corpus against the renderers', () => {
  const i18nProvider = createI18nProvider();

  it(
    'a blog post, a knowledge-base article and the showcase’s preview (SafeHtml) show it harmless',
    () => {
      for (const payload of PAYLOADS) {
        const { container, unmount } = render(<SafeHtml html={payload.html} />);
        const shown = container.querySelector('.rich-text')!;
        expectShownHarmless(shown, payload);
        expect(shown.innerHTML, payload.id).toBe(sanitizeHtml(payload.html));
        unmount();
      }
    },
    LOOP_TIMEOUT,
  );

  describe('a record’s rich-text field (content pages, biographies)', () => {
    beforeAll(() => loadDeclarations());

    for (const [area, source] of [
      ['how-we', 'body'],
      ['contributor', 'biography'],
    ] as const) {
      it(
        `${area}’s ${source} shows it harmless`,
        async () => {
          const field = describeSchema(declarationOf(area).schema).find((candidate) => candidate.source === source)!;
          expect(field, `${area}.${source}`).toBeDefined();
          for (const payload of PAYLOADS) {
            const { container, unmount } = render(
              <AdminContext i18nProvider={i18nProvider}>
                <RecordContextProvider value={{ id: 1, [source]: payload.html }}>
                  <FieldValue area={area} field={field} compact={false} />
                </RecordContextProvider>
              </AdminContext>,
            );
            // The sanitiser loads with the first rich text shown as HTML.
            await waitFor(() => expect(container.querySelector('.rich-text')).not.toBeNull());
            expectShownHarmless(container.querySelector('.rich-text')!, payload);
            unmount();
          }
        },
        LOOP_TIMEOUT,
      );
    }
  });

  describe('an e-mail', () => {
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

    it(
      'its body is shown harmless, in a frame that may not run scripts or submit forms, before and after “Show images”',
      async () => {
        const theme = themesFor('light', 'vertical', false).main;
        const shown = (payload: Payload) => (
          <AdminContext i18nProvider={i18nProvider}>
            <ThemeProvider theme={theme}>
              {/* A new body for each payload, as when another e-mail opens. */}
              <EmailBody key={payload.id} html={payload.html} />
            </ThemeProvider>
          </AdminContext>
        );
        const { rerender } = render(shown(PAYLOADS[0]));
        for (const payload of PAYLOADS) {
          rerender(shown(payload));
          const frame = screen.getByTitle('Message body') as HTMLIFrameElement;
          const sandbox = frame.getAttribute('sandbox')!.split(/\s+/);
          expect(sandbox).not.toContain('allow-scripts');
          expect(sandbox).not.toContain('allow-forms');
          expectShownHarmless(inDocument(frame.srcdoc), payload, { placeholders: true });
          const showImages = screen.queryByText('Show images');
          if (showImages) {
            showImages.click();
            await waitFor(() => expect(screen.queryByText('Show images')).toBeNull());
            expectShownHarmless(inDocument(frame.srcdoc), payload);
          }
        }
      },
      LOOP_TIMEOUT,
    );

    it('a reply quotes it harmless', () => {
      for (const payload of PAYLOADS) expectShownHarmless(inDocument(replyTo(payload).message), payload);
    });
  });

  it(
    'the rich-text editor shows it harmless: a reply quoting it, and its clean HTML loaded (the showcase’s “Load the clean HTML”)',
    async () => {
      const editor = await renderEditor();
      for (const payload of PAYLOADS) {
        for (const html of [replyTo(payload).message, sanitizeHtml(payload.html)]) {
          editor.commands.setContent(html, { emitUpdate: true });
          expectShownHarmless(editorContent(editor), payload);
        }
      }
    },
    LOOP_TIMEOUT,
  );
});

/** A reply to an e-mail whose body is the payload (the compose window's first values). */
function replyTo(payload: Payload) {
  const email = {
    id: 1,
    from: { name: 'Mallory', email: 'mallory@example.com', avatar: '' },
    to: [{ name: 'Ada', email: 'ada@example.com' }],
    subject: payload.name,
    message: payload.html,
    folder: 'inbox',
  } as Email;
  return composeDefaults({ mode: 'reply', email }, 'Mallory wrote:');
}

/** The app's rich-text editor, rendered once; HTML is loaded into it as the compose window and the showcase do. */
async function renderEditor() {
  let ready: Editor | undefined;
  render(
    <RichTextEditor
      id="xss-editor"
      value=""
      onChange={() => undefined}
      label="Message"
      invalid={false}
      onReady={(editor) => (ready = editor)}
    />,
  );
  await waitFor(() => expect(ready).toBeDefined());
  return ready!;
}

/** The editor's content as shown, without the editor's own markup (ProseMirror's classes, a separator image). */
function editorContent(editor: Editor) {
  const content = editor.view.dom.cloneNode(true) as HTMLElement;
  for (const own of content.querySelectorAll('img.ProseMirror-separator, br.ProseMirror-trailingBreak')) own.remove();
  for (const element of content.querySelectorAll('[class]')) element.removeAttribute('class');
  for (const element of content.querySelectorAll('[contenteditable]')) element.removeAttribute('contenteditable');
  return content;
}
