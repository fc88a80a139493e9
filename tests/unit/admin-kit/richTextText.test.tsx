import { describe, expect, it, vi } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { AdminContext, downloadCSV, RecordContextProvider } from 'react-admin';
import { describeSchema } from '@schemas/kit/describe';
import { FieldValue } from '@/admin-kit/fields/FieldValue';
import { exporterFor } from '@/admin-kit/list/exporter';
import { areaOf } from '@/admin-kit/areas';
import { declarationOf, loadDeclarations } from '@/admin-kit/registry';
import { createI18nProvider } from '@/i18n/i18nProvider';

vi.mock('react-admin', async (original) => ({
  ...(await original<typeof import('react-admin')>()),
  downloadCSV: vi.fn(),
}));

await loadDeclarations();
const contributor = declarationOf('contributor');
const biography = describeSchema(contributor.schema).find((field) => field.source === 'biography')!;
const BIOGRAPHY = '<p>Leads R&amp;D &lt;tools&gt;</p><p>Q&amp;A<br>weekly</p><img src="x" onerror="window.__xss = 1">';

function renderField(compact: boolean) {
  return render(
    <AdminContext i18nProvider={createI18nProvider()}>
      <RecordContextProvider value={{ id: 1, name: 'Ada', biography: BIOGRAPHY }}>
        <FieldValue area="contributor" field={biography} compact={compact} />
      </RecordContextProvider>
    </AdminContext>,
  );
}

describe('rich text as text', () => {
  it('a list cell shows the text, not serialised HTML', () => {
    const { container } = renderField(true);
    expect(container.textContent).toBe('Leads R&D <tools> Q&A weekly');
  });

  it('the CSV export carries the text, not serialised HTML', async () => {
    const translate = (key: string) => key;
    const labels = { field: (source: string) => source, choice: (_source: string, value: string) => value };
    await exporterFor(areaOf('contributor'), { labels, translate, locale: 'en' })(
      [{ id: 1, name: 'Ada', email: 'ada@example.com', biography: BIOGRAPHY }],
      async () => ({}),
      undefined as never,
      'contributor',
    );
    const csv = vi.mocked(downloadCSV).mock.calls[0][0];
    expect(csv).toContain('Leads R&D <tools> Q&A weekly');
    expect(csv).not.toContain('&amp;');
  });

  it('the record view shows the clean HTML', async () => {
    const { container } = renderField(false);
    // The sanitiser loads with the first rich text shown as HTML.
    await waitFor(() => expect(container.querySelector('.rich-text')).not.toBeNull());
    const shown = container.querySelector('.rich-text')!;
    expect(shown.innerHTML).toBe('<p>Leads R&amp;D &lt;tools&gt;</p><p>Q&amp;A<br>weekly</p><img src="x">');
  });
});
