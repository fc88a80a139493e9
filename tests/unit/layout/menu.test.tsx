import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { RouterNavigation } from '@/routes/RouterNavigation';
import { AdminContext } from 'react-admin';
import { createI18nProvider } from '@/i18n/i18nProvider';
import { setTokens, setUser } from '@/auth/session';
import { HorizontalMenu } from '@/layout/menu/HorizontalMenu';
import { VerticalMenu } from '@/layout/menu/VerticalMenu';
import { clearNewItems, listOnScreen, noteNewItem } from '@/data/newItems';
// The declared areas' entries (Companies…), as the app registers them.
import '@/admin-kit/routeEntries';

const at = (path: string, menu: ReactElement) => (
  <MemoryRouter initialEntries={[path]}>
    <RouterNavigation>
      <AdminContext i18nProvider={createI18nProvider()}>{menu}</AdminContext>
    </RouterNavigation>
  </MemoryRouter>
);

const renderAt = (path: string, menu: ReactElement) => render(at(path, menu));

/** What axe's `list` and `listitem` rules ask: every li in a list, every list holding only li (or script/template). */
function listProblems(root: HTMLElement): string[] {
  const problems: string[] = [];
  for (const li of root.querySelectorAll('li')) {
    if (!['UL', 'OL', 'MENU'].includes(li.parentElement!.tagName) && li.getAttribute('role') === null)
      problems.push(`li outside a list: ${li.textContent}`);
  }
  for (const list of root.querySelectorAll('ul:not([role]), ol:not([role])')) {
    for (const child of list.children) {
      if (child.tagName !== 'LI') problems.push(`${child.tagName} inside a list: ${child.textContent}`);
    }
  }
  return problems;
}

const nav = () => screen.getByRole('navigation', { name: 'main menu' });

beforeEach(() => {
  setTokens('access', 'refresh');
  setUser({
    id: 1,
    fullName: 'John Doe',
    username: 'johndoe',
    email: 'admin@demo.com',
    role: 'admin',
    ability: [{ action: 'manage', subject: 'all' }],
  });
});

describe('the vertical menu', () => {
  it('is nav > ul > li all the way down, expanded and collapsed', async () => {
    const { rerender } = renderAt('/apps/email', <VerticalMenu collapsed={false} />);
    expect(nav().firstElementChild!.tagName).toBe('UL');
    expect(nav().children).toHaveLength(1);
    expect(nav().querySelectorAll('a').length).toBeGreaterThan(10);
    expect(listProblems(nav())).toEqual([]);

    // Open every nested section so their lists are checked too.
    for (const section of within(nav()).getAllByRole('button', { expanded: false })) await userEvent.click(section);
    expect(listProblems(nav())).toEqual([]);

    rerender(at('/apps/email', <VerticalMenu collapsed />));
    expect(listProblems(nav())).toEqual([]);
  });

  it('marks the current page with aria-current="page", and only it', () => {
    renderAt('/apps/email', <VerticalMenu collapsed={false} />);
    const current = nav().querySelectorAll('[aria-current]');
    expect([...current].map((link) => [link.getAttribute('href'), link.getAttribute('aria-current')])).toEqual([
      ['/apps/email', 'page'],
    ]);
  });

  it('says whether each group and section is expanded and which list it controls', async () => {
    renderAt('/home', <VerticalMenu collapsed={false} />);
    const apps = within(nav()).getByRole('button', { name: 'Apps' });
    expect(apps).toHaveAttribute('aria-expanded', 'true');
    const list = document.getElementById(apps.getAttribute('aria-controls')!);
    expect(list?.tagName).toBe('UL');
    expect(within(list!).getAllByRole('link').length).toBeGreaterThan(3);

    await userEvent.click(apps);
    expect(apps).toHaveAttribute('aria-expanded', 'false');

    const section = within(nav())
      .getAllByRole('button', { expanded: false })
      .find((button) => button !== apps)!;
    expect(section).toHaveAttribute('aria-controls');
    await userEvent.click(section);
    expect(section).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(section.getAttribute('aria-controls')!)?.tagName).toBe('UL');
  });
});

describe('the horizontal menu', () => {
  it('is nav > ul > li, one drop-down button per group', () => {
    renderAt('/home', <HorizontalMenu />);
    expect(nav().firstElementChild!.tagName).toBe('UL');
    expect(listProblems(nav())).toEqual([]);
    const buttons = within(nav()).getAllByRole('button');
    expect(buttons.length).toBeGreaterThan(3);
    for (const button of buttons) {
      expect(button.parentElement!.tagName).toBe('LI');
      expect(button).toHaveAttribute('aria-haspopup', 'menu');
      expect(button).toHaveAttribute('aria-expanded', 'false');
    }
  });

  it('opens with ArrowDown, Enter or Space on the first item, and Escape closes it and returns focus', async () => {
    const user = userEvent.setup();
    renderAt('/home', <HorizontalMenu />);
    const pages = within(nav()).getByRole('button', { name: 'Pages' });

    for (const key of ['{ArrowDown}', '{Enter}', ' ']) {
      pages.focus();
      await user.keyboard(key);
      const menu = await screen.findByRole('menu');
      expect(pages).toHaveAttribute('aria-expanded', 'true');
      expect(pages.getAttribute('aria-controls')).toBeTruthy();
      expect(menu).toHaveAttribute('aria-labelledby', pages.id);
      await waitFor(() => expect(within(menu).getAllByRole('menuitem')[0]).toHaveFocus());

      await user.keyboard('{ArrowDown}');
      expect(within(menu).getAllByRole('menuitem')[1]).toHaveFocus();
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
      expect(pages).toHaveFocus();
      expect(pages).toHaveAttribute('aria-expanded', 'false');
    }
  });

  it('marks the current page in its drop-down, and its section captions are not items', async () => {
    renderAt('/pages/faq', <HorizontalMenu />);
    await userEvent.click(within(nav()).getByRole('button', { name: 'Pages' }));
    const menu = await screen.findByRole('menu');
    const current = menu.querySelectorAll('[aria-current]');
    expect([...current].map((item) => [item.getAttribute('href'), item.getAttribute('aria-current')])).toEqual([
      ['/pages/faq', 'page'],
    ]);
    const captions = menu.querySelectorAll('.MuiListSubheader-root');
    expect(captions.length).toBeGreaterThan(0);
    for (const caption of captions) expect(caption).toHaveAttribute('role', 'presentation');
  });
});

describe("the menus' count of records colleagues added", () => {
  const added = (area: string, times: number) => {
    for (let index = 0; index < times; index++)
      noteNewItem(
        { id: index, area, recordId: 100 + index, action: 'create', actor: { id: 2, name: 'Eddie' }, at: '' },
        1,
      );
  };
  afterEach(clearNewItems);

  it('shows on the area’s entry, expanded and collapsed, and is gone once its list is on screen', async () => {
    const { rerender } = renderAt('/home', <VerticalMenu collapsed={false} />);
    act(() => added('company', 3));
    const link = within(nav()).getByRole('link', { name: 'Companies, 3 new records' });
    expect(link).toHaveTextContent(/Companies\s*3/);

    rerender(at('/home', <VerticalMenu collapsed />));
    expect(within(nav()).getByRole('link', { name: 'Companies, 3 new records' })).toBeInTheDocument();
    expect(nav().querySelectorAll('.MuiBadge-dot:not(.MuiBadge-invisible)')).toHaveLength(1);

    let leave = () => {};
    act(() => void (leave = listOnScreen('company')));
    expect(within(nav()).getByRole('link', { name: 'Companies' })).toBeInTheDocument();
    expect(nav().querySelectorAll('.MuiBadge-dot:not(.MuiBadge-invisible)')).toHaveLength(0);
    leave();
  });

  it('shows on the horizontal menu’s group and on the entry in its drop-down, up to 99+', async () => {
    renderAt('/home', <HorizontalMenu />);
    act(() => added('company', 120));
    const group = within(nav()).getByRole('button', { name: /, 120 new records$/ });
    await userEvent.click(group);
    const entry = within(await screen.findByRole('menu')).getByRole('menuitem', {
      name: 'Companies, 120 new records',
    });
    expect(entry).toHaveTextContent(/Companies\s*99\+/);
  });
});
