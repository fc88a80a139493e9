import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { recordNotice } from '@/admin-kit/recordNotice';
import { declarationOf } from '@/admin-kit/registry';
import { createI18nProvider } from '@/i18n/i18nProvider';
import { loadScreenMessages } from '@/i18n/messages';
import { row, validSample, type Row } from './areas';
import { ADMIN, renderApp, screen, serveAreaApi, signInAs, SLOW } from './harness';

const api = serveAreaApi();
beforeEach(async () => {
  await signInAs(ADMIN);
});

const ada = { id: 7, fullName: 'Ada Owner' };

/** The toast's text and whether it is green. */
async function toast(text: string) {
  const notice = await screen.findByText(text);
  return notice.closest('.MuiSnackbarContent-root')?.className ?? '';
}

function addRecord(area: string, tag: string): Promise<Row> {
  const sample = validSample(declarationOf(area), tag);
  delete sample.password;
  return api.insert(area, {
    ...sample,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  });
}

describe('what a change to records says', () => {
  it('names one record by its type and name, and counts several, in each language', async () => {
    const i18n = createI18nProvider();
    const say = (kind: Parameters<typeof recordNotice>[2], records: Row[] | (typeof ada)[], count?: number) => {
      const { message, messageArgs } = recordNotice(i18n.translate, 'admin', kind, records, count);
      return i18n.translate(message, messageArgs);
    };
    expect(say('created', [ada])).toBe('Administrator Ada Owner created');
    expect(say('updated', [ada])).toBe('Administrator Ada Owner saved');
    expect(say('trashed', [ada])).toBe('Administrator Ada Owner moved to the trash');
    expect(say('restored', [ada])).toBe('Administrator Ada Owner restored');
    expect(say('purged', [ada])).toBe('Administrator Ada Owner deleted for good');
    expect(say('trashed', [ada, { id: 8, fullName: 'Bo' }])).toBe('2 Administrators moved to the trash');
    // A record not at hand (selected on another page) is counted.
    expect(say('restored', [], 3)).toBe('3 Administrators restored');
    expect(say('trashed', [{ id: 9, fullName: '' }])).toBe('Administrator #9 moved to the trash');

    await loadScreenMessages('de');
    await i18n.changeLocale('de');
    expect(say('trashed', [ada])).toBe('Administrator Ada Owner in den Papierkorb verschoben');
    expect(say('trashed', [], 3)).toBe('3 Administratoren in den Papierkorb verschoben');
    await loadScreenMessages('fr');
    await i18n.changeLocale('fr');
    expect(say('restored', [ada])).toBe('Restauré : Administrateur Ada Owner');
    await loadScreenMessages('pt');
    await i18n.changeLocale('pt');
    expect(say('purged', [], 2)).toBe('Eliminado definitivamente: 2 Administradores');
  });

  it('counts content pages by a plural, in each language, not by the list title ("2 About us")', async () => {
    const i18n = createI18nProvider();
    const two = [
      { id: 1, title: 'One' },
      { id: 2, title: 'Two' },
    ];
    const say = (area: string) => {
      const { message, messageArgs } = recordNotice(i18n.translate, area, 'trashed', two);
      return i18n.translate(message, messageArgs);
    };
    expect(say('content-about-us')).toBe('2 About-us pages moved to the trash');
    expect(say('how-we')).toBe('2 How-we-work pages moved to the trash');
    expect(say('content-intelektual')).toBe('2 Intellectual content pages moved to the trash');
    // The lists keep their titles.
    expect(i18n.translate('resources.content-about-us.page.list')).toBe('About us');
    const expected = {
      de: ['2 Über-uns-Seiten in den Papierkorb verschoben', 'Über uns'],
      fr: ['Mis à la corbeille : 2 Pages à propos', 'À propos'],
      pt: ['Movido para o lixo: 2 Páginas sobre nós', 'Sobre nós'],
    } as const;
    for (const [locale, [notice, title]] of Object.entries(expected)) {
      await loadScreenMessages(locale as keyof typeof expected);
      await i18n.changeLocale(locale);
      expect(say('content-about-us')).toBe(notice);
      expect(i18n.translate('resources.content-about-us.page.list')).toBe(title);
    }
  });

  it('delete on the edit page names the record moved to the trash, in green, with undo', SLOW, async () => {
    const doomed = await addRecord('admin', 'doomed');
    renderApp(`/admin/${doomed.id}`, { notifications: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await toast(`Administrator ${String(doomed.fullName)} moved to the trash`)).toMatch(
      /RaNotification-success/,
    );
    // Undo keeps the record where it was: nothing is sent.
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    expect((await row('admin', doomed.id)).deletedAt).toBeFalsy();
  });

  it('bulk delete counts the records moved to the trash, in green, with undo', SLOW, async () => {
    renderApp('/admin', { notifications: true });
    const rowBoxes = () => [...document.querySelectorAll<HTMLInputElement>('tbody input[type="checkbox"]')];
    await waitFor(() => expect(rowBoxes().length).toBeGreaterThan(1));
    fireEvent.click(rowBoxes()[0]);
    fireEvent.click(rowBoxes()[1]);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await toast('2 Administrators moved to the trash')).toMatch(/RaNotification-success/);
    expect(screen.getByRole('button', { name: 'Undo' })).toBeInTheDocument();
  });

  it('restore from the trash names the record, in green', SLOW, async () => {
    const binned = await addRecord('company', 'binned');
    await api.update('company', binned.id, { deletedAt: '2026-02-01T00:00:00.000Z' });
    renderApp(`/company?filter=${encodeURIComponent(JSON.stringify({ trashed: true }))}`, { notifications: true });
    const line = (await screen.findByText(String(binned.name))).closest('tr')!;
    fireEvent.click(within(line).getByRole('button', { name: 'Restore' }));
    expect(await toast(`Company ${String(binned.name)} restored`)).toMatch(/RaNotification-success/);
  });
});
