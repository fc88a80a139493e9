import { describe, expect, it } from 'vitest';
import { apiUrl as api, serveMockApi } from '@tests/support/mockApi';

serveMockApi();

interface Faq {
  faqData: Record<
    string,
    { icon: string; title: string; subtitle: string; qandA: Array<{ question: string; ans: string }> }
  >;
  contact: { phone: string; email: string };
}
const faq = async (q?: string) =>
  (await fetch(api(q === undefined ? '/faq/data' : `/faq/data?q=${encodeURIComponent(q)}`))).json() as Promise<Faq>;

describe('GET /faq/data', () => {
  it('serves the five categories with icon, title, subtitle and questions, and the contact details', async () => {
    const body = await faq();
    expect(Object.keys(body.faqData)).toEqual([
      'payment',
      'delivery',
      'cancellationReturn',
      'myOrders',
      'productServices',
    ]);
    for (const category of Object.values(body.faqData)) {
      expect(category).toEqual(
        expect.objectContaining({ icon: expect.any(String), title: expect.any(String), subtitle: expect.any(String) }),
      );
      expect(category.qandA.length).toBeGreaterThan(0);
      expect(category.qandA[0]).toEqual({ question: expect.any(String), ans: expect.any(String) });
    }
    expect(body.contact.email).toContain('@');
  });

  it('searches question text case-insensitively and drops categories without a match', async () => {
    const body = await faq('CANCEL');
    expect(Object.keys(body.faqData)).toEqual(['cancellationReturn']);
    expect(body.faqData.cancellationReturn.qandA.map((e) => e.question)).toEqual(['Can I cancel my order?']);
  });

  it('does not match answers, only questions', async () => {
    const body = await faq('warehouse');
    expect(body.faqData).toEqual({});
  });

  it('keeps every category that has a match', async () => {
    const body = await faq('order');
    expect(Object.keys(body.faqData)).toEqual(['delivery', 'cancellationReturn', 'myOrders', 'productServices']);
  });

  it('answers an empty object when nothing matches', async () => {
    expect((await faq('zzz-nothing')).faqData).toEqual({});
  });
});
