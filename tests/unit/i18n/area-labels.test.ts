// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { loadMessages, loadScreenMessages } from '@/i18n/messages';
import type { Locale } from '@/i18n/locales';
import type { MessageTree } from '@/i18n/types';

const lookup = (tree: MessageTree, path: string) =>
  path
    .split('.')
    .reduce<string | MessageTree | undefined>(
      (node, part) => (typeof node === 'object' ? node[part] : undefined),
      tree,
    );

async function pageTitles(locale: Locale, area: string) {
  await loadScreenMessages(locale);
  const messages = await loadMessages(locale);
  return Object.fromEntries(
    ['list', 'create', 'edit', 'show'].map((view) => [view, lookup(messages, `resources.${area}.page.${view}`)]),
  );
}

describe("an area's page titles", () => {
  it('follow from its name where the labels file leaves them out', async () => {
    expect(await pageTitles('en', 'user')).toEqual({
      list: 'Users',
      create: 'Add user',
      edit: 'Edit user',
      show: 'User',
    });
    expect(await pageTitles('de', 'user')).toEqual({
      list: 'Benutzer',
      create: 'Benutzer hinzufügen',
      edit: 'Benutzer bearbeiten',
      show: 'Benutzer',
    });
    expect(await pageTitles('pt', 'company')).toEqual({
      list: 'Empresas',
      create: 'Adicionar empresa',
      edit: 'Editar empresa',
      show: 'Empresa',
    });
  });

  it('are the labels file’s own where grammar needs them (a French article, a list named otherwise)', async () => {
    expect(await pageTitles('fr', 'user')).toMatchObject({
      list: 'Utilisateurs',
      create: 'Ajouter un utilisateur',
      edit: 'Modifier l’utilisateur',
    });
    expect((await pageTitles('en', 'content-company')).list).toBe('Company content');
  });
});
