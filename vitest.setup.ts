import { createRequire } from 'node:module';
import { loadScreenMessages } from '@/i18n/messages';
import { assertNoMissingKeys } from '@/i18n/missingKeys';
import { afterEach } from 'vitest';
import { checkStyleRulesByKey } from './tests/support/styleRuleKeys';

/*
 * Files in node (`// @vitest-environment node`: the server's, the contract's, logic without a page) render nothing:
 * they skip the page's matchers and Testing Library, whose import (react-dom with it) was a good part of their start.
 */
const page = typeof window !== 'undefined';
const cleanup = page ? await pageSetup() : () => undefined;

async function pageSetup() {
  await import('@testing-library/jest-dom/vitest');
  // Once per page: a worker that runs several files in one environment runs this file before each.
  const patched = window as unknown as { testPagePatched?: boolean };
  if (!patched.testPagePatched) {
    patched.testPagePatched = true;
    checkStyleRulesByKey(document);
    speedUpStyleReads();
    readableBlobs();
  }
  await skipOwnerStacks();
  return (await import('@testing-library/react')).cleanup;
}

/**
 * React 19's development build records where each element was made, for the component stacks of its warnings: an
 * Error and its stack per element, up to 10,000 per render, which was a tenth of a list test's time. React stops
 * recording past that count; here the count always reads as past it. Warnings still name the component; their stacks
 * say "unknown owner".
 */
async function skipOwnerStacks() {
  const react = (await import('react')) as unknown as Record<string, Record<string, unknown> | undefined>;
  const internals = react.__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
  if (!internals || Object.getOwnPropertyDescriptor(internals, 'recentlyCreatedOwnerStacks')?.get) return;
  Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', { get: () => 1e4, set: () => undefined });
}

/** jsdom's Blob (and so File) has no text(), which browsers have: read through its FileReader. */
function readableBlobs() {
  if (typeof Blob.prototype.text === 'function') return;
  Blob.prototype.text = function (this: Blob) {
    return new Promise<string>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.onerror = () => reject(reader.error);
      reader.readAsText(this);
    });
  };
}

/** jsdom's getComputedStyle matches the element against every emotion rule on the page: the screen tests' main cost. */
function speedUpStyleReads() {
  /*
   * MUI's TextareaAutosize measures each multi-line input with getComputedStyle on every render. jsdom answers that by
   * matching the element against every emotion rule on the page (half of a form test's time went there), and it has no
   * layout to measure anyway: a textarea's computed style is its inline style here.
   */
  const computedStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element, pseudo) =>
    element instanceof HTMLTextAreaElement && !pseudo ? element.style : computedStyle(element, pseudo);

  /*
   * Testing Library's role queries compute each candidate's accessible name, which reads the computed style of every
   * node below it twice (hidden? inline?): a third of a screen test's time. One name is computed in one synchronous
   * call that changes nothing, so within it each node's style is read once.
   */
  const fromTestingLibrary = createRequire(createRequire(import.meta.url).resolve('@testing-library/dom'));
  type NameOptions = {
    computedStyleSupportsPseudoElements?: boolean;
    getComputedStyle?: typeof window.getComputedStyle;
  };
  const accessibleName = fromTestingLibrary('dom-accessibility-api') as {
    computeAccessibleName: (element: Element, options?: NameOptions) => string;
  };
  const computeName = accessibleName.computeAccessibleName;
  accessibleName.computeAccessibleName = (element, options) => {
    const styles = new Map<Element, CSSStyleDeclaration>();
    const readOnce = (node: Element, pseudo?: string | null) => {
      if (pseudo) return window.getComputedStyle(node, pseudo);
      let style = styles.get(node);
      if (!style) styles.set(node, (style = window.getComputedStyle(node)));
      return style;
    };
    return computeName(element, { computedStyleSupportsPseudoElements: false, ...options, getComputedStyle: readOnce });
  };
}

afterEach(() => {
  cleanup();
  globalThis.localStorage?.clear();
  // A key the English messages lack shows as itself in the app; in a test it is a failure.
  assertNoMissingKeys();
});

// Screens render after their messages load (the route table's loader); components tested alone get them up front.
await loadScreenMessages('en');
