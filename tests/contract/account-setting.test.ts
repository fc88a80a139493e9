import { describe, expect, it } from 'vitest';
import { apiUrl as api, serveMockApi } from '@tests/support/mockApi';

serveMockApi();

const data = async () => (await fetch(api('/account-setting/data'))).json();
const put = (tab: string, body: unknown) =>
  fetch(api(`/account-setting/${tab}`), { method: 'PUT', body: JSON.stringify(body) });

describe('GET /account-setting/data', () => {
  it('serves the four tabs of the demo user and never the password', async () => {
    const body = await data();
    expect(Object.keys(body).sort()).toEqual(['general', 'info', 'notification', 'social']);
    expect(body.general).toEqual(
      expect.objectContaining({
        username: 'johndoe',
        fullName: 'John Doe',
        email: 'admin@demo.com',
        company: expect.any(String),
      }),
    );
    expect(body.info).toEqual(expect.objectContaining({ bio: expect.any(String), dob: '1992-04-18', country: 'US' }));
    expect(Object.keys(body.social.socialLinks)).toEqual([
      'twitter',
      'facebook',
      'google',
      'linkedIn',
      'instagram',
      'quora',
    ]);
    expect(Object.keys(body.notification)).toEqual([
      'commentOnArticle',
      'AnswerOnForm',
      'followMe',
      'newAnnouncements',
      'productUpdates',
      'blogDigest',
    ]);
    expect(JSON.stringify(body)).not.toContain('"password"');
  });
});

describe('PUT /account-setting/general', () => {
  it('saves the general tab', async () => {
    const { general } = await data();
    const response = await put('general', { ...general, fullName: 'Johnny Doe', company: 'Acme' });
    expect(response.status).toBe(200);
    expect((await data()).general).toEqual(expect.objectContaining({ fullName: 'Johnny Doe', company: 'Acme' }));
  });

  it('answers 400 with field messages and keeps the stored values', async () => {
    const { general } = await data();
    const response = await put('general', {
      ...general,
      username: '',
      email: 'not-an-email',
      avatar: 'data:text/plain;base64,AAAA',
    });
    expect(response.status).toBe(400);
    const { error } = await response.json();
    expect(Object.keys(error).sort()).toEqual(['avatar', 'email', 'username']);
    expect((await data()).general.username).toBe('johndoe');
  });

  it('rejects an avatar larger than 1 MB', async () => {
    const { general } = await data();
    const big = `data:image/png;base64,${'A'.repeat(1_500_000)}`;
    const response = await put('general', { ...general, avatar: big });
    expect(response.status).toBe(400);
    expect((await response.json()).error.avatar).toBe('shared.image.tooLarge');
  });
});

describe('PUT /account-setting/info, social and notification', () => {
  it('saves the information tab and validates its fields', async () => {
    const info = {
      bio: 'Hello',
      dob: '1990-01-02',
      country: 'PT',
      website: 'https://example.com',
      phone: '+351 912 345 678',
    };
    expect((await put('info', info)).status).toBe(200);
    expect((await data()).info).toEqual(info);
    const bad = await put('info', { ...info, dob: '2999-01-01', website: 'example', country: 'XX', phone: 'abc' });
    expect(bad.status).toBe(400);
    expect(Object.keys((await bad.json()).error).sort()).toEqual(['country', 'dob', 'phone', 'website']);
  });

  it('saves social links and connections; a connected service needs an account', async () => {
    const { social } = await data();
    const next = { ...social, socialLinks: { ...social.socialLinks, facebook: 'https://facebook.com/jd' } };
    expect((await put('social', next)).status).toBe(200);
    expect((await data()).social.socialLinks.facebook).toBe('https://facebook.com/jd');
    const connections = social.connections.map((c: { id: string }) =>
      c.id === 'slack' ? { ...c, connected: true, account: '' } : c,
    );
    const bad = await put('social', { ...social, connections, socialLinks: { ...social.socialLinks, quora: 'nope' } });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toEqual({
      'socialLinks.quora': 'accountSetting.errors.url',
      'connections.1.account': 'accountSetting.errors.accountRequired',
    });
  });

  it('saves the six notification flags and rejects a non-boolean', async () => {
    const { notification } = await data();
    const next = { ...notification, followMe: true, blogDigest: true };
    expect((await put('notification', next)).status).toBe(200);
    expect((await data()).notification).toEqual(next);
    expect((await put('notification', { ...next, followMe: 'yes' })).status).toBe(400);
  });
});
