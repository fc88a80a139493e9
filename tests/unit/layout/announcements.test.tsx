import { beforeEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { RouterNavigation } from '@/routes/RouterNavigation';
import { AdminContext, useNotify } from 'react-admin';
import { createI18nProvider } from '@/i18n/i18nProvider';
import { AppNotification } from '@/root/AppNotification';
import { RouteAnnouncer } from '@/routes/RouteAnnouncer';
import { resetPageAnnouncements } from '@/routes/pageAnnouncements';
import { useDocumentTitle } from '@/routes/useDocumentTitle';
import type { MessageKey } from '@/i18n/messageKeys';

function Page({ titleKey }: { titleKey: MessageKey }) {
  useDocumentTitle(titleKey);
  return (
    <>
      <Link to="/one">one</Link> <Link to="/two">two</Link> <Link to="/three">three</Link>
    </>
  );
}

function NotifyButton() {
  const notify = useNotify();
  return (
    <button type="button" onClick={() => notify('ra.notification.created')}>
      save
    </button>
  );
}

const renderApp = () =>
  render(
    <MemoryRouter initialEntries={['/one']}>
      <RouterNavigation>
        <AdminContext i18nProvider={createI18nProvider()}>
          <Routes>
            <Route path="/one" element={<Page titleKey="app.customizer.title" />} />
            <Route path="/two" element={<Page titleKey="app.navbar.bookmarks" />} />
            <Route path="/three" element={<Page titleKey="app.customizer.title" />} />
          </Routes>
          <NotifyButton />
          <AppNotification />
          <RouteAnnouncer />
        </AdminContext>
      </RouterNavigation>
    </MemoryRouter>,
  );

beforeEach(() => act(() => resetPageAnnouncements()));

describe('route announcements', () => {
  it('say the new page title in a polite live region after a navigation, not on the first page', async () => {
    renderApp();
    const region = screen.getByTestId('route-announcer');
    // A live region without the status role: screens keep `role="status"` for their own messages.
    expect(region).not.toHaveAttribute('role');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(document.title).toBe('Theme customizer | Vuexy Admin');
    expect(region).toHaveTextContent(/^$/);

    await userEvent.click(screen.getByRole('link', { name: 'two' }));
    expect(document.title).toBe('Bookmarks | Vuexy Admin');
    expect(region).toHaveTextContent(/^Bookmarks$/);

    // Another page with the same title is a new announcement (new content in the region).
    await userEvent.click(screen.getByRole('link', { name: 'one' }));
    const first = region.firstElementChild;
    await userEvent.click(screen.getByRole('link', { name: 'three' }));
    expect(region).toHaveTextContent(/^Theme customizer$/);
    expect(region.firstElementChild).not.toBe(first);
  });
});

describe('toasts', () => {
  it('appear inside a polite live region that was there before them, without an assertive alert', async () => {
    renderApp();
    const region = screen.getByTestId('toast-region');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();

    await userEvent.click(screen.getByRole('button', { name: 'save' }));
    expect(await screen.findByText('Element created')).toBeInTheDocument();
    expect(region).toHaveTextContent('Element created');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
