import { render, screen } from '@testing-library/react';
import { I18nContextProvider } from 'ra-core';
import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { leafPaths } from '@/i18n/deepMerge';
import { createI18nProvider } from '@/i18n/i18nProvider';
import { dynamicKey, type MessageKey } from '@/i18n/messageKeys';
import { assertNoMissingKeys, takeMissingKeys } from '@/i18n/missingKeys';
import { RA_MESSAGE_KEYS } from '@/i18n/raMessageKeys';
import { createSignInI18n } from '@/i18n/signInI18n';
import type { MessageTree } from '@/i18n/types';
import { useT } from '@/i18n/useT';

// The compile-time half (a misspelt key fails the type check) is message-keys.test-d.ts, checked by tsc.

function Label({ messageKey, fallback }: { messageKey: MessageKey; fallback?: string }) {
  const translate = useT();
  return <p>{translate(messageKey, fallback === undefined ? undefined : { _: fallback })}</p>;
}

const renderLabel = (messageKey: MessageKey, fallback?: string) =>
  render(
    <I18nContextProvider value={createI18nProvider()}>
      <Label messageKey={messageKey} fallback={fallback} />
    </I18nContextProvider>,
  );

describe('message keys', () => {
  it('name every message of react-admin’s English (a react-admin upgrade that adds or drops one fails here)', () => {
    expect([...RA_MESSAGE_KEYS].sort()).toEqual(leafPaths(englishMessages as MessageTree).sort());
  });

  it('a screen that translates a key English lacks shows the key, and the test that rendered it fails', () => {
    renderLabel(dynamicKey('faq.contact.titel'));
    expect(screen.getByText('faq.contact.titel')).toBeInTheDocument();
    expect(() => assertNoMissingKeys()).toThrow('Translated keys without a message: faq.contact.titel');
    // Taken: this test's own check after it (vitest.setup.ts) finds nothing left.
    expect(takeMissingKeys()).toEqual([]);
  });

  it('a key that exists, or a missing one with a fallback text, is not reported', () => {
    renderLabel('faq.contact.title');
    renderLabel(dynamicKey('resources.user.fields.nickname'), 'Nickname');
    expect(screen.getByText('You still have a question?')).toBeInTheDocument();
    expect(screen.getByText('Nickname')).toBeInTheDocument();
    expect(takeMissingKeys()).toEqual([]);
  });

  it('the sign-in pages’ translator reports a missing key the same way', () => {
    const i18n = createSignInI18n();
    expect(i18n.translate('auth.nothing.here')).toBe('auth.nothing.here');
    expect(takeMissingKeys()).toEqual(['auth.nothing.here']);
  });
});
