import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { AdminContext, RecordContextProvider } from 'react-admin';
import { FieldValue } from '@/admin-kit/fields/FieldValue';
import { SYSTEM_FIELDS } from '@/admin-kit/fields/systemFields';
import { createI18nProvider } from '@/i18n/i18nProvider';

const updatedAt = SYSTEM_FIELDS.find((field) => field.source === 'updatedAt')!;
const LAST_YEAR = `${new Date().getFullYear() - 1}-07-06T12:09:00.000Z`;

function renderDate(compact: boolean) {
  return render(
    <AdminContext i18nProvider={createI18nProvider()}>
      <RecordContextProvider value={{ id: 1, updatedAt: LAST_YEAR }}>
        <FieldValue area="company" field={updatedAt} compact={compact} />
      </RecordContextProvider>
    </AdminContext>,
  );
}

/* A tablet's list broke "Jul 6, 2025, 12:09 PM" onto three lines (UX walk item 22). */
describe('a date-time in a list cell', () => {
  it('shows its short form on one line, the full moment on hover', () => {
    const { container } = renderDate(true);
    const cell = container.querySelector('span[dir="ltr"]')!;
    expect(cell.textContent).toBe(`Jul 6, ${new Date().getFullYear() - 1}`);
    expect(cell.getAttribute('title')).toMatch(/^Jul 6, \d{4}, \d{1,2}:09 [AP]M$/);
    expect(getComputedStyle(cell).whiteSpace).toBe('nowrap');
  });

  it('on a record page shows the full moment', () => {
    const { container } = renderDate(false);
    expect(container.textContent).toMatch(/^Jul 6, \d{4}, \d{1,2}:09 [AP]M$/);
  });
});
