import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { RouterNavigation } from '@/routes/RouterNavigation';
import { AdminContext } from 'react-admin';
import { createI18nProvider } from '@/i18n/i18nProvider';
import { ContentArea } from '@/layout/ContentArea';
import { SkipLink } from '@/layout/SkipLink';
import { DEFAULT_SETTINGS } from '@/layout/settings';

// jsdom lays nothing out and has no scrollIntoView: the skip link's scroll is recorded instead.
const scrolled = vi.fn();
Element.prototype.scrollIntoView = scrolled;
afterEach(() => scrolled.mockClear());

describe('the skip link', () => {
  it('comes before the menu, and moves focus past it to the main content without changing the address', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/home']}>
        <RouterNavigation>
          <AdminContext i18nProvider={createI18nProvider()}>
            <SkipLink />
            <nav>
              <a href="/menu-item">Menu item</a>
            </nav>
            <ContentArea settings={DEFAULT_SETTINGS}>
              <button type="button">In the page</button>
            </ContentArea>
          </AdminContext>
        </RouterNavigation>
      </MemoryRouter>,
    );
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#main-content');

    await user.keyboard('{Enter}');
    const main = screen.getByRole('main');
    expect(main).toHaveFocus();
    expect(main).toHaveAttribute('tabindex', '-1');
    expect(window.location.hash).toBe('');
    // The content's start is scrolled to the top (below the navbar: main's scroll-margin-top).
    expect(scrolled.mock.contexts).toEqual([main]);
    // Tab then continues inside the content, not in the menu.
    await user.tab();
    expect(screen.getByRole('button', { name: 'In the page' })).toHaveFocus();
  });
});
