import { beforeEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { loadScreenMessages } from '@/i18n/messages';
import { row, rows } from './areas';
import { ADMIN, renderApp, screen, serveAreaApi, signInAs, SLOW } from './harness';

/* Languages are named in the reader's language, from their ISO code (UX walk item 26); the stored name stays editable. */

serveAreaApi();
beforeEach(async () => {
  await signInAs(ADMIN);
  await loadScreenMessages('de');
});

describe('language names in a German screen', () => {
  it('the language list names each language in German, not by its stored English name', SLOW, async () => {
    renderApp('/language', { locale: 'de' });
    expect(await screen.findByText('Französisch')).toBeInTheDocument();
    expect(screen.getAllByText('Englisch').length).toBeGreaterThan(0);
    expect(screen.queryByText('French')).toBeNull();
    expect(screen.queryByText('German')).toBeNull();
  });

  it(
    'a reference to a language and its detail page name it in German; its form edits the stored name',
    SLOW,
    async () => {
      const [page] = (await rows('content-privacy')).filter((record) => record.deletedAt == null);
      const language = await row('language', page.languageId as number);
      const german = new Intl.DisplayNames(['de'], { type: 'language' }).of(String(language.code))!;
      expect(german).not.toBe(language.name);
      const { unmount } = renderApp(`/content-privacy/${page.id}/show`, { locale: 'de' });
      expect(await screen.findByRole('link', { name: german })).toHaveAttribute(
        'href',
        expect.stringContaining(`/language/${language.id}`),
      );
      unmount();
      const show = renderApp(`/language/${language.id}/show`, { locale: 'de' });
      expect((await screen.findAllByText(german)).length).toBeGreaterThan(0);
      show.unmount();
      renderApp(`/language/${language.id}`, { locale: 'de' });
      await waitFor(() => expect(screen.getAllByDisplayValue(String(language.name)).length).toBeGreaterThan(0));
    },
  );
});
