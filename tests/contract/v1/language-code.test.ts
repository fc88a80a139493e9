// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { canonicalLanguageCode } from '@schemas/language';
import { TARGETS, useTarget } from './support/target';

/* A language's ISO code typed in capitals ("EN") is stored as it is spelt ("en"), not refused. */
describe.each(TARGETS)('a language code on the %s', (target) => {
  const host = useTarget(target, 'admin');
  const add = (code: string) =>
    host.api.call('POST', '/language', {
      token: host.token,
      body: { code, name: `Language ${code}`, nativeName: code, direction: 'ltr', active: true, isDefault: false },
    });

  it('is stored in its usual spelling when typed otherwise', async () => {
    const swedish = await add('SV');
    expect(swedish.status, swedish.text).toBe(201);
    expect(swedish.body.code).toBe('sv');
    const brazilian = await add('PT-br');
    expect(brazilian.status, brazilian.text).toBe(201);
    expect(brazilian.body.code).toBe('pt-BR');
  });

  it('is still unique in any spelling, and a code that is no language tag is still refused', async () => {
    const english = await add('EN');
    expect(english.status).toBe(400);
    expect(english.body.errors).toHaveProperty('code');
    const wrong = await add('english');
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors.code).toMatch(/languageCode/);
  });
});

describe('canonicalLanguageCode', () => {
  it('lower-cases the language and capitalises the region, leaving anything else as typed', () => {
    expect(canonicalLanguageCode('EN')).toBe('en');
    expect(canonicalLanguageCode('zh-tw')).toBe('zh-TW');
    expect(canonicalLanguageCode('English')).toBe('English');
  });
});
