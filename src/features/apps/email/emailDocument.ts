import type { Theme } from '@mui/material/styles';
import { BLOCKED_IMAGE_ATTRIBUTE } from '@/contract/html';

/** The look of the page around the frame, which a frame's document does not inherit. */
export interface EmailLook {
  mode: 'light' | 'dark';
  fontFamily: string;
  fontSize: string;
  lineHeight: string;
  text: string;
  secondaryText: string;
  link: string;
  divider: string;
  placeholder: string;
}

export const emailLookOf = (theme: Theme): EmailLook => ({
  mode: theme.palette.mode,
  fontFamily: theme.typography.fontFamily ?? 'sans-serif',
  fontSize: String(theme.typography.body1.fontSize ?? '1rem'),
  lineHeight: String(theme.typography.body1.lineHeight ?? 1.5),
  text: theme.palette.text.primary,
  secondaryText: theme.palette.text.secondary,
  link: theme.palette.primary.main,
  divider: theme.palette.divider,
  placeholder: theme.palette.action.hover,
});

/**
 * The frame's own policy, on top of the page's: nothing runs, nothing is fetched but inline images, and remote
 * images once the reader asked for them.
 */
export const emailFramePolicy = (remoteImages: boolean) =>
  `default-src 'none'; style-src 'unsafe-inline'; img-src data:${remoteImages ? ' https: http:' : ''}; form-action 'none'; base-uri 'none'`;

/** Images held back by the HTML policy become a labelled box (an image without an address shows a broken icon). */
export function withImagePlaceholders(cleanHtml: string): string {
  if (!cleanHtml.includes(BLOCKED_IMAGE_ATTRIBUTE)) return cleanHtml;
  const body = new DOMParser().parseFromString(cleanHtml, 'text/html').body;
  for (const image of Array.from(body.querySelectorAll(`img[${BLOCKED_IMAGE_ATTRIBUTE}]`))) {
    const box = body.ownerDocument.createElement('span');
    box.setAttribute(BLOCKED_IMAGE_ATTRIBUTE, '');
    box.setAttribute('role', 'img');
    box.setAttribute('title', image.getAttribute('title') ?? '');
    box.textContent = image.getAttribute('alt') ?? '';
    image.replaceWith(box);
  }
  return body.innerHTML;
}

/**
 * The document of an e-mail's frame: the clean body (never raw HTML; see src/contract/html.ts) in the app's font and
 * colours. The body is a block formatting context, so the document's height is its content's and the frame can
 * take it.
 */
export function emailDocument(cleanHtml: string, look: EmailLook, remoteImages: boolean): string {
  const css = `
:root { color-scheme: ${look.mode}; }
html { background: transparent; overflow: hidden; }
body { display: flow-root; margin: 0; font-family: ${look.fontFamily}; font-size: ${look.fontSize}; line-height: ${look.lineHeight}; color: ${look.text}; overflow-wrap: anywhere; }
body > :first-child { margin-top: 0; }
body > :last-child { margin-bottom: 0; }
a { color: ${look.link}; }
img { max-width: 100%; height: auto; }
[${BLOCKED_IMAGE_ATTRIBUTE}] { display: inline-flex; align-items: center; justify-content: center; box-sizing: border-box; min-width: 120px; min-height: 64px; max-width: 100%; padding: 8px; border: 1px dashed ${look.divider}; border-radius: 6px; background: ${look.placeholder}; color: ${look.secondaryText}; font-size: 0.8125em; vertical-align: middle; }
blockquote { margin: 16px 0; padding: 4px 16px; border-inline-start: 4px solid ${look.link}; font-style: italic; color: ${look.secondaryText}; }
pre { white-space: pre-wrap; }
hr { border: 0; border-top: 1px solid ${look.divider}; }`;
  return [
    '<!doctype html><html><head><meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="${emailFramePolicy(remoteImages)}">`,
    `<base target="_blank"><style>${css}</style></head>`,
    `<body dir="auto">${withImagePlaceholders(cleanHtml)}</body></html>`,
  ].join('');
}
