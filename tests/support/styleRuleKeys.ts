/*
 * jsdom's getComputedStyle matches an element against every style rule on the page, and it computes inherited
 * properties (visibility, color) by doing so for each ancestor too: with MUI's few hundred emotion rules, one call took
 * about 30 ms, and Testing Library's role queries make hundreds (half of a screen test's time). Browsers first look
 * at the rightmost part of a selector, whose classes, id and tag the element must have; this does the same before
 * jsdom's own match, which still decides every rule that could apply. So computed styles are exactly jsdom's.
 */

/**
 * What the rightmost compound of one selector asks of an element: one of some tags, an id, classes, attributes; or
 * `never` for a pseudo-element, whose rules jsdom's getComputedStyle does not apply.
 */
interface Key {
  tags?: string[];
  id?: string;
  classes: string[];
  attributes: string[];
  never?: boolean;
}

/** The element a rule is checked against: jsdom's implementation object, which has the DOM's attribute methods. */
interface ElementLike {
  localName: string;
  getAttributeNS(namespace: string | null, name: string): string | null;
  hasAttributeNS(namespace: string | null, name: string): boolean;
}

type Check = (selector: string, element: ElementLike, options?: object) => { match: boolean; pseudoElement: unknown };

const IDENTIFIER = /^-?[_a-zA-Z\u00a0-\uffff][-_a-zA-Z0-9\u00a0-\uffff]*/;
/** Pseudo-classes that only links match. */
const LINKS = new Set(['link', 'visited', 'any-link']);

/**
 * The keys of each selector in a selector list, or undefined when one of them asks nothing a key can see (`*`,
 * `:root`) or is written in a way this does not read (escapes): such a rule is always matched.
 */
export function selectorKeys(selectorList: string): Key[] | undefined {
  if (selectorList.includes('\\')) return undefined;
  const keys: Key[] = [];
  for (const selector of splitTopLevel(selectorList, (char) => char === ',')) {
    const compounds = splitTopLevel(selector, (char) => char === ' ' || char === '>' || char === '+' || char === '~');
    const key = compoundKey(compounds.at(-1) ?? '');
    if (!key) return undefined;
    keys.push(key);
  }
  return keys.length > 0 ? keys : undefined;
}

/** `text` split where `at` says, outside parentheses, brackets and quotes; empty parts left out. */
function splitTopLevel(text: string, at: (char: string) => boolean): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quote) {
      if (char === quote) quote = '';
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '(' || char === '[') depth++;
    else if (char === ')' || char === ']') depth--;
    else if (depth === 0 && at(char)) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts.map((part) => part.trim()).filter(Boolean);
}

/** The tags, id, classes and attributes a compound selector names outside its parentheses (and in a plain :is()). */
function compoundKey(compound: string): Key | undefined {
  const key: Key = { classes: [], attributes: [] };
  let i = 0;
  const tag = IDENTIFIER.exec(compound);
  if (tag) {
    key.tags = [tag[0].toLowerCase()];
    i = tag[0].length;
  }
  while (i < compound.length) {
    const char = compound[i];
    const rest = compound.slice(i + 1);
    if (char === '.' || char === '#') {
      const name = IDENTIFIER.exec(rest);
      if (!name) return undefined;
      if (char === '.') key.classes.push(name[0]);
      else key.id = name[0];
      i += 1 + name[0].length;
    } else if (char === '[') {
      const name = /^\s*([-_a-zA-Z0-9]+)\s*(?:[~|^$*]?=[^\]]*)?\]/.exec(rest);
      if (!name) return undefined;
      // HTML matches attribute names in any case, SVG in theirs: only a lower-case name is a key.
      if (name[1] === name[1].toLowerCase()) key.attributes.push(name[1]);
      i += 1 + name[0].length;
    } else if (char === ':') {
      if (rest.startsWith(':')) return { classes: [], attributes: [], never: true };
      const name = IDENTIFIER.exec(rest);
      if (!name) return undefined;
      i += 1 + name[0].length;
      if (LINKS.has(name[0]) && !key.tags) key.tags = ['a', 'area'];
      if (compound[i] === '(') {
        const close = closing(compound, i);
        if (close < 0) return undefined;
        const tags = compound
          .slice(i + 1, close)
          .split(',')
          .map((part) => part.trim().toLowerCase());
        if (
          (name[0] === 'is' || name[0] === 'where') &&
          !key.tags &&
          tags.every((part) => /^[a-z][a-z0-9]*$/.test(part))
        )
          key.tags = tags;
        i = close + 1;
      }
    } else if (char === '*') i++;
    else return undefined;
  }
  return key.tags || key.id || key.classes.length > 0 || key.attributes.length > 0 ? key : undefined;
}

/** Where the parenthesis that opens at `open` closes, or -1. */
function closing(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')' && --depth === 0) return i;
  }
  return -1;
}

/** Whether the element has what the key asks for. */
function fits(key: Key, element: ElementLike, classes: Set<string>): boolean {
  if (key.never) return false;
  if (key.tags && !key.tags.includes(element.localName.toLowerCase())) return false;
  if (!key.attributes.every((name) => element.hasAttributeNS(null, name))) return false;
  if (key.id && key.id !== element.getAttributeNS(null, 'id')) return false;
  return key.classes.every((name) => classes.has(name));
}

/** jsdom's rule check, skipping the rules whose selectors' keys the element lacks (no match, no pseudo-element). */
export function keyedCheck(check: Check): Check {
  const keysOf = new Map<string, Key[] | undefined>();
  // jsdom checks one element against every rule in a row: its classes are read once for the row.
  let classAttribute: string | null = null;
  let classes = new Set<string>();
  return (selector, element, options) => {
    let keys = keysOf.get(selector);
    if (!keysOf.has(selector)) keysOf.set(selector, (keys = selectorKeys(selector)));
    if (keys) {
      const attribute = element.getAttributeNS(null, 'class');
      if (attribute !== classAttribute) {
        classAttribute = attribute;
        classes = new Set((attribute ?? '').split(/\s+/).filter(Boolean));
      }
      if (!keys.some((key) => fits(key, element, classes))) return { match: false, pseudoElement: null };
    }
    return check(selector, element, options);
  };
}

interface DocumentImpl {
  _domSelector?: { check: Check };
  _styleCache: unknown;
}

/** jsdom's implementation object behind `document`. */
function implOf(document: Document): DocumentImpl {
  const implSymbol = Object.getOwnPropertySymbols(document).find((symbol) => symbol.description === 'impl');
  const impl = implSymbol && (document as unknown as Record<symbol, DocumentImpl>)[implSymbol];
  if (!impl?._domSelector) throw new Error('not a jsdom document: no selector engine to speed up');
  return impl;
}

const unkeyed = new WeakMap<object, Check>();

/** Puts keyedCheck in front of the rule checks of `document`'s jsdom implementation. */
export function checkStyleRulesByKey(document: Document) {
  const selector = implOf(document)._domSelector!;
  unkeyed.set(selector, selector.check);
  selector.check = keyedCheck(selector.check);
}

/** `read` run with jsdom's own rule checks, its style cache emptied before and after (for the test of the keys). */
export function withJsdomChecks<T>(document: Document, read: () => T): T {
  const impl = implOf(document);
  const selector = impl._domSelector!;
  const keyed = selector.check;
  selector.check = unkeyed.get(selector) ?? keyed;
  impl._styleCache = null;
  try {
    return read();
  } finally {
    selector.check = keyed;
    impl._styleCache = null;
  }
}
