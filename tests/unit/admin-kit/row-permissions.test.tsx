import { beforeEach, describe, expect, it } from 'vitest';
import { rulesFromPermissions } from '@schemas/kit/access';
import { setUser } from '@/auth/session';
import { authProvider } from '@/auth/authProvider';
import { english } from './areas';
import { ADMIN, renderApp, screen, serveAreaApi, signInAs, SLOW } from './harness';

/*
 * The generated screens as a role limited to some records sees them (issue 33 item 2): on a record outside its
 * conditions there is no Edit or Delete button (the server would answer 403); on one within, there is. A locked rich
 * text field cannot be typed in. Companies 1 and 2 of the demo data are in Germany and the Emirates.
 */
serveAreaApi();

beforeEach(async () => {
  const user = await signInAs(ADMIN);
  setUser({
    ...user,
    ability: rulesFromPermissions([
      { subject: 'company', actions: ['read'] },
      { subject: 'company', actions: ['edit', 'delete'], fields: ['name'], conditions: { country: 'DE' } },
    ]),
  });
});

describe('a role that may change only the companies of Germany', () => {
  it('asks the record: edit and delete apply to a German company only', async () => {
    const can = (action: string, country: string) =>
      authProvider.canAccess!({ action, resource: 'company', record: { id: 9, country } });
    expect(await can('edit', 'DE')).toBe(true);
    expect(await can('delete', 'DE')).toBe(true);
    expect(await can('edit', 'AE')).toBe(false);
    expect(await can('delete', 'AE')).toBe(false);
    expect(await authProvider.canAccess!({ action: 'edit', resource: 'company' })).toBe(true);
  });

  it('shows Edit and Delete on a German company, neither on another', SLOW, async () => {
    const first = renderApp('/company/1/show');
    await screen.findByRole('heading', { name: 'Northwind Traders' });
    expect(await screen.findByRole('link', { name: /^Edit/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Delete/ })).toBeInTheDocument();
    first.unmount();

    renderApp('/company/2/show');
    await screen.findByRole('heading', { name: 'Bluefin Analytics' });
    expect((await screen.findAllByText(english('company', 'country'))).length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: /^Edit/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
  });
});

describe('a role that may retitle a page but not change its body', () => {
  it('shows the body, a rich text it may not change, as an editor that takes no typing', SLOW, async () => {
    setUser({
      ...(await signInAs(ADMIN)),
      ability: rulesFromPermissions([
        { subject: 'content-intelektual', actions: ['read'] },
        { subject: 'content-intelektual', actions: ['edit'], fields: ['title'] },
      ]),
    });
    renderApp('/content-intelektual/1');
    const body = await screen.findByRole(
      'textbox',
      { name: english('content-intelektual', 'body') },
      { timeout: 30_000 },
    );
    expect(body.closest('fieldset[data-locked="body"]')).not.toBeNull();
    expect(body).toHaveAttribute('contenteditable', 'false');
  });
});
