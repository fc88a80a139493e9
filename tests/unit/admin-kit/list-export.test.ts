import { beforeEach, describe, expect, it, vi } from 'vitest';
import { downloadCSV, type FetchRelatedRecords, type RaRecord } from 'react-admin';
import { exporterFor } from '@/admin-kit/list/exporter';
import { choiceLabel, fieldLabel } from '@/admin-kit/labels';
import { areaOf } from '@/admin-kit/areas';
import { loadDeclarations } from '@/admin-kit/registry';
import { createI18nProvider } from '@/i18n/i18nProvider';
import { loadScreenMessages } from '@/i18n/messages';
import type { Translate } from '@/i18n/messageKeys';

vi.mock('react-admin', async (original) => ({
  ...(await original<typeof import('react-admin')>()),
  downloadCSV: vi.fn(),
}));

await loadDeclarations();

const ADA = {
  id: 7,
  fullName: 'Ada Owner',
  email: 'ada@example.com',
  roleId: 3,
  status: 'inactive',
  avatar: null,
  lastSignInAt: '2026-07-16T15:18:00.000Z',
  createdAt: '2026-01-02T03:04:05.000Z',
  updatedAt: '2026-07-16T15:18:00.000Z',
  deletedAt: null,
};
const ROLES: Record<string, RaRecord> = { 3: { id: 3, name: 'Viewer' } };

/** The admin list's CSV as a person reading `locale` exports it: its lines, split into cells. */
async function exportAdmins(locale: 'en' | 'fr') {
  const i18n = createI18nProvider();
  if (locale !== 'en') {
    await loadScreenMessages(locale);
    await i18n.changeLocale(locale);
  }
  const translate = i18n.translate as Translate;
  const labels = {
    field: (source: string) => fieldLabel(translate, 'admin', source),
    choice: (source: string, value: string) => choiceLabel(translate, 'admin', source, value),
  };
  const asked: Array<[unknown, string, string]> = [];
  const related: FetchRelatedRecords = (data, field, resource) => {
    asked.push([data, field, resource]);
    return Promise.resolve(ROLES as never);
  };
  await exporterFor(areaOf('admin'), { labels, translate, locale })([ADA], related, undefined as never, 'admin');
  expect(asked).toEqual([[[ADA], 'roleId', 'role']]);
  const csv = vi.mocked(downloadCSV).mock.calls.at(-1)![0];
  return csv.split('\r\n').map((line) => line.split(','));
}

describe("a list's CSV export", () => {
  beforeEach(() => vi.mocked(downloadCSV).mockClear());

  it('is headed by the fields’ labels, with choices’ labels and references’ names, and no trash column', async () => {
    const [header, row] = await exportAdmins('en');
    expect(header).toEqual(['Full name', 'E-mail', 'Role', 'Status', 'Last sign-in', 'ID', 'Created', 'Last change']);
    expect(row).toEqual([
      'Ada Owner',
      'ada@example.com',
      'Viewer',
      'Inactive',
      '2026-07-16T15:18:00.000Z',
      '7',
      '2026-01-02T03:04:05.000Z',
      '2026-07-16T15:18:00.000Z',
    ]);
  });

  it('speaks the language of the person exporting; dates stay ISO', async () => {
    const [header, row] = await exportAdmins('fr');
    expect(header).toContain('Statut');
    expect(header).toContain('Rôle');
    expect(header).not.toContain('status');
    expect(row).toContain('Inactif');
    expect(row).toContain('2026-07-16T15:18:00.000Z');
  });
});
