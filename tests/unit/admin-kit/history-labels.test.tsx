import { describe, expect, it } from 'vitest';
import { within } from '@testing-library/react';
import { loadScreenMessages } from '@/i18n/messages';
import { seededRows } from './areas';
import { ADMIN, renderApp, screen, serveAreaApi, signInAs, SLOW } from './harness';

serveAreaApi();

/*
 * History and Activity speak the reader's language: a reference by the record it names, a choice by its label, a
 * field by its label, an area by its name; never a key, a slug or a bare id. The seeded entries: administrator 5's
 * role went from Editor to Viewer, user 2's status from active to inactive, company 1's phone changed.
 */
const history = () => screen.findByRole('complementary', { name: /History|Verlauf/ });
const company = seededRows('company').find((row) => row.id === 1)!;

describe('history and activity labels', () => {
  it('a reference shows the record it names, as a link, under the field label', SLOW, async () => {
    await signInAs(ADMIN);
    renderApp('/admin/5/show');
    const panel = await history();
    const editor = await within(panel).findByRole('link', { name: 'Editor' });
    expect(editor.closest('[data-change]')).toHaveTextContent(/^Role:/);
    expect(within(panel).getByRole('link', { name: 'Viewer' })).toHaveAttribute('href', '/role/3/show');
    expect(panel).not.toHaveTextContent('roleId');
    expect(panel).not.toHaveTextContent('→ 3');
  });

  it('a choice shows its label, in German too', SLOW, async () => {
    await signInAs(ADMIN);
    await loadScreenMessages('de');
    renderApp('/user/2/show', { locale: 'de' });
    const panel = await history();
    const line = (await within(panel).findByText('Inaktiv')).closest('[data-change]')!;
    expect(line).toHaveTextContent(/^Status:\s*Aktiv\s*→\s*Inaktiv$/);
    expect(panel).not.toHaveTextContent('inactive');
  });

  it('a reference and a field label in German', SLOW, async () => {
    await signInAs(ADMIN);
    await loadScreenMessages('de');
    renderApp('/admin/5/show', { locale: 'de' });
    const panel = await history();
    const editor = await within(panel).findByRole('link', { name: 'Editor' });
    expect(editor.closest('[data-change]')).toHaveTextContent(/^Rolle:/);
  });

  it('the Activity list names each area and links each record by its name', SLOW, async () => {
    await signInAs(ADMIN);
    renderApp('/activity');
    const link = await screen.findByRole('link', { name: String(company.name) });
    expect(link).toHaveAttribute('href', '/company/1/show');
    const row = link.closest('tr')!;
    expect(within(row).getByText('Company')).toBeInTheDocument();
    expect(row).not.toHaveTextContent(/\bcompany\b/);
  });

  it('an Activity entry is titled by its area, never its slug, and lists its changes by label', SLOW, async () => {
    await signInAs(ADMIN);
    renderApp('/activity/4/show');
    expect(await screen.findByRole('heading', { level: 2, name: 'Administrator' })).toBeInTheDocument();
    const editor = await screen.findByRole('link', { name: 'Editor' });
    expect(editor.closest('[data-change]')).toHaveTextContent(/^Role:\s*Editor\s*→\s*Viewer$/);
    expect(document.body).not.toHaveTextContent('roleId');
  });
});
