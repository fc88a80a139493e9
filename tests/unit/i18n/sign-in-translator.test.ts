import { describe, expect, it } from 'vitest';
import { createSignInI18n } from '@/i18n/signInI18n';
import { createI18nProvider } from '@/i18n/i18nProvider';
import { ensureScreenMessages } from '@/i18n/screenMessages';

describe('the sign-in pages’ translator and the admin’s', () => {
  it('the sign-in translator fills in its own strings, in the chosen locale, without the admin’s', async () => {
    const i18n = createSignInI18n();
    expect(i18n.translate('auth.welcome', { name: 'Ada', role: 'admin' })).toContain('Ada');
    expect(i18n.translate('auth.nothing.here', { _: 'fallback' })).toBe('fallback');
    await i18n.changeLocale('de');
    expect(i18n.getLocale()).toBe('de');
    expect(i18n.translate('auth.signIn')).not.toBe(createSignInI18n().translate('auth.signIn'));
  });

  it('a translator created after the screens’ strings started loading (the admin, after sign-in) still gets them', async () => {
    createSignInI18n();
    const loading = ensureScreenMessages();
    const admin = createI18nProvider();
    await loading;
    await ensureScreenMessages();
    // A feature string outside the shell: raw until the screens' strings reach this provider.
    expect(admin.translate('acl.permission')).not.toBe('acl.permission');
  });
});
