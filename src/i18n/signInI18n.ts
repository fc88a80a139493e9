import type { I18nProvider } from 'ra-core';
import signInEnglish from 'virtual:i18n-shell/sign-in/en';
import { deepMerge } from './deepMerge';
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from './locales';
import { missingKey } from './missingKeys';
import { onScreenMessages } from './screenMessages';
import type { MessageTree } from './types';

/*
 * The sign-in pages' translator. It starts with their own strings only (the `app` and `auth` part of the shell,
 * scripts/i18n-shell-plugin.ts) and looks them up and fills them in (`%{name}`) without Polyglot, which with its shims
 * is about 8 KB the sign-in page does without; their strings have no plural forms. When a screen needs the features'
 * strings (setting a password shows the password policy's), it takes the admin's messages (src/i18n/messages.ts).
 */
const signIn: Record<Exclude<Locale, 'en'>, () => Promise<MessageTree>> = {
  de: () => import('virtual:i18n-shell/sign-in/de').then((m) => m.default),
  fr: () => import('virtual:i18n-shell/sign-in/fr').then((m) => m.default),
  pt: () => import('virtual:i18n-shell/sign-in/pt').then((m) => m.default),
};

const lookup = (tree: MessageTree, key: string): string | undefined => {
  let node: MessageTree | string | undefined = tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
};

export function createSignInI18n(): I18nProvider {
  let locale: Locale = DEFAULT_LOCALE;
  let messages: MessageTree = signInEnglish;
  let full = false;
  const load = async (target: Locale): Promise<MessageTree> => {
    if (full) return (await import('./messages')).loadMessages(target);
    return target === 'en' ? signInEnglish : deepMerge(signInEnglish, await signIn[target]());
  };
  onScreenMessages(async (scope) => {
    const { loadScreenMessages } = await import('./messages');
    await loadScreenMessages(locale, scope);
    full = true;
    messages = await load(locale);
  });
  return {
    translate(key: string, options: Record<string, unknown> = {}) {
      const text = lookup(messages, key) ?? (typeof options._ === 'string' ? options._ : missingKey(key));
      return text.replace(/%\{(\w+)\}/g, (whole, name: string) => (name in options ? String(options[name]) : whole));
    },
    async changeLocale(next: string) {
      const target: Locale = isLocale(next) ? next : DEFAULT_LOCALE;
      messages = await load(target);
      locale = target;
      document.documentElement.lang = target;
    },
    getLocale: () => locale,
    getLocales: () => LOCALES.map(({ locale: value, name }) => ({ locale: value, name })),
  };
}
