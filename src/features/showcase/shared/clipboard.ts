export type CopyMethod = 'clipboard-api' | 'fallback';

/**
 * Copies text: the asynchronous Clipboard API where the page may use it (secure contexts), otherwise the older
 * `execCommand('copy')` on a hidden text area, which still works on plain http and in older browsers. Resolves with
 * the method that worked; rejects when neither did.
 */
export async function copyText(text: string): Promise<CopyMethod> {
  if (typeof navigator !== 'undefined' && navigator.clipboard && window.isSecureContext) {
    try {
      await navigator.clipboard.writeText(text);
      return 'clipboard-api';
    } catch {
      // Permission refused or document not focused: the fallback below may still succeed.
    }
  }
  copyWithTextArea(text);
  return 'fallback';
}

function copyWithTextArea(text: string): void {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  area.style.insetInlineStart = '-9999px';
  const previousFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  document.body.append(area);
  area.select();
  try {
    // execCommand is deprecated but remains the only synchronous fallback without the Clipboard API.
    if (!document.execCommand('copy')) throw new Error('copy refused');
  } finally {
    area.remove();
    previousFocus?.focus();
  }
}
