import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { dataProvider } from '@/data/dataProvider';
import { loadScreenMessages } from '@/i18n/messages';
import { parseCsv } from '@tests/support/parseCsv';
import { ADMIN, renderApp, screen, serveAreaApi, signInAs, SLOW } from './harness';

/*
 * The list's Export button (issue 34 item 3) downloads what the server exports for the list as it is filtered, searched
 * and sorted now: every matching record on every page, in the list's order, headed by the labels of the reader's
 * language. A refusal is said in a notice and nothing is saved.
 */
const api = serveAreaApi();

const ACTIVE_BY_NAME_DESC = `/user?${new URLSearchParams({
  filter: JSON.stringify({ status: 'active' }),
  sort: 'fullName',
  order: 'DESC',
})}`;

/** The files the page hands the browser to download, by name. */
function downloads(): Array<{ name: string; blob: Blob }> {
  const saved: Array<{ name: string; blob: Blob }> = [];
  const blobs = new Map<string, Blob>();
  URL.createObjectURL = vi.fn((blob: Blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob);
    return url;
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs.get(this.getAttribute('href')!)! });
  });
  return saved;
}

/** The API requests the page sends, as URLs. */
function requests(): URL[] {
  const sent: URL[] = [];
  api.msw.events.on('request:start', ({ request }) => sent.push(new URL(request.url)));
  return sent;
}

/** The list's records as the API answers them, every page. */
const listed = async (filter: object, field: string, order: 'ASC' | 'DESC') =>
  (await dataProvider.getList('user', { pagination: { page: 1, perPage: 1000 }, sort: { field, order }, filter })).data;

describe("the list's Export button", () => {
  beforeEach(async () => {
    await signInAs(ADMIN);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    api.msw.events.removeAllListeners();
  });

  it('downloads the server’s export of the filtered, sorted list: every page, labels in English', SLOW, async () => {
    const saved = downloads();
    const sent = requests();
    renderApp(ACTIVE_BY_NAME_DESC);
    const button = await screen.findByRole('button', { name: 'Export' });
    await waitFor(() => expect(button).toBeEnabled());
    fireEvent.click(button);
    await waitFor(() => expect(saved).toHaveLength(1));

    const asked = sent.find((url) => url.pathname === '/v1/user/export')!;
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      sort: '["fullName","DESC"]',
      filter: '{"status":"active"}',
      format: 'csv',
      header: 'labels',
      locale: 'en',
    });
    // The page asked for no rows beyond the page it shows: the server wrote the file.
    const rowsAsked = sent
      .filter((url) => url.pathname === '/v1/user')
      .map((url) => JSON.parse(url.searchParams.get('range')!) as [number, number])
      .map(([first, last]) => last - first + 1);
    expect(Math.max(...rowsAsked)).toBeLessThanOrEqual(25);

    expect(saved[0].name).toMatch(/^user-\d{4}-\d{2}-\d{2}\.csv$/);
    const [header, ...lines] = parseCsv(await saved[0].blob.text());
    expect(header.slice(0, 3)).toEqual(['Full name', 'Username', 'E-mail']);
    const expected = await listed({ status: 'active' }, 'fullName', 'DESC');
    expect(expected.length).toBeGreaterThan(25);
    const id = header.indexOf('ID');
    expect(lines.map((cells) => Number(cells[id]))).toEqual(expected.map((record) => record.id));
    // Ready again once the save is done (a render after the download: asserted at once, it failed one run in many).
    await waitFor(() => expect(button).toBeEnabled());
  });

  it('heads the file in the reader’s language', SLOW, async () => {
    await loadScreenMessages('de');
    const saved = downloads();
    const sent = requests();
    renderApp('/user', { locale: 'de' });
    const button = await screen.findByRole('button', { name: 'Exportieren' });
    await waitFor(() => expect(button).toBeEnabled());
    fireEvent.click(button);
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(sent.find((url) => url.pathname === '/v1/user/export')!.searchParams.get('locale')).toBe('de');
    const [header] = parseCsv(await saved[0].blob.text());
    expect(header).toContain('Vollständiger Name');
    expect(header).toContain('Letzte Änderung');
  });

  it('says why when the server refuses, and saves nothing', SLOW, async () => {
    const saved = downloads();
    api.msw.use(
      http.get('*/v1/user/export', () =>
        HttpResponse.json({ message: 'adminKit.errors.unavailable' }, { status: 503 }),
      ),
    );
    renderApp('/user', { notifications: true });
    const button = await screen.findByRole('button', { name: 'Export' });
    await waitFor(() => expect(button).toBeEnabled());
    fireEvent.click(button);
    expect(await screen.findByText(/The service is unavailable right now/)).toBeInTheDocument();
    expect(saved).toEqual([]);
    await waitFor(() => expect(button).toBeEnabled());
  });
});
