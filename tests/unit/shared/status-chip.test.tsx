import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext, RecordContextProvider } from 'react-admin';
import type { ReactElement } from 'react';
import { FieldValue } from '@/admin-kit/fields/FieldValue';
import { readableField } from '@/admin-kit/fields/fieldsOf';
import { areaOf } from '@/admin-kit/areas';
import { loadDeclarations } from '@/admin-kit/registry';
import { StatusChip as UserStatusChip } from '@/features/apps/users/userLabels';
import { StatusChip as InvoiceStatusChip } from '@/features/apps/invoice/statusLook';
import { createI18nProvider } from '@/i18n/i18nProvider';
import { StatusChip, statusTone } from '@/shared/StatusChip';

await loadDeclarations();

const inAdmin = (element: ReactElement) =>
  render(
    <AdminContext i18nProvider={createI18nProvider()} queryClient={new QueryClient()}>
      {element}
    </AdminContext>,
  );

const colourOf = (label: string) =>
  /MuiChip-color(\w+)/.exec(screen.getByText(label).closest('.MuiChip-root')!.className)?.[1];

describe('status chips', () => {
  it('have one colour per meaning', () => {
    expect(statusTone('active')).toBe('success');
    expect(statusTone('published')).toBe('success');
    expect(statusTone('Paid')).toBe('success');
    expect(statusTone('inactive')).toBe('secondary');
    expect(statusTone('draft')).toBe('secondary');
    expect(statusTone('Draft')).toBe('secondary');
    expect(statusTone('pending')).toBe('warning');
    expect(statusTone('Partial Payment')).toBe('warning');
    expect(statusTone('Past Due')).toBe('error');
    // Choices that are not statuses stay neutral.
    expect(statusTone('media')).toBe('default');
  });

  it('show that colour', () => {
    render(<StatusChip status="active" label="Active" />);
    expect(colourOf('Active')).toBe('Success');
  });

  it('look the same in the generated areas, the user app and the invoices', () => {
    inAdmin(
      <>
        <RecordContextProvider value={{ id: 1, status: 'active' }}>
          <FieldValue area="admin" field={readableField(areaOf('admin'), 'status')} compact />
        </RecordContextProvider>
        <RecordContextProvider value={{ id: 2, status: 'draft' }}>
          <FieldValue area="how-we" field={readableField(areaOf('how-we'), 'status')} compact />
        </RecordContextProvider>
        <UserStatusChip status="pending" />
        <InvoiceStatusChip status="Draft" />
      </>,
    );
    expect(colourOf('Active')).toBe('Success');
    expect(
      screen
        .getAllByText('Draft')
        .map((chip) => /MuiChip-color(\w+)/.exec(chip.closest('.MuiChip-root')!.className)?.[1]),
    ).toEqual(['Secondary', 'Secondary']);
    expect(colourOf('Pending')).toBe('Warning');
  });
});
