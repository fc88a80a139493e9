// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { firstScreenFiles, type ChunkInfo, type FirstScreenModules } from '../../../scripts/first-screens-plugin';

const chunk = (fileName: string, imports: string[] = [], moduleIds: string[] = [], isEntry = false): ChunkInfo => ({
  fileName,
  imports,
  moduleIds,
  isEntry,
});

/** A small build: the entry (index.html preloads its imports), the admin's root, a list, home and the admin strings. */
const CHUNKS = [
  chunk('assets/index-1.js', ['assets/react-1.js'], ['/app/src/main.tsx', '/app/src/i18n/useT.ts'], true),
  chunk('assets/react-1.js', [], ['/app/node_modules/react/index.js']),
  chunk(
    'assets/AdminRoot-1.js',
    ['assets/react-1.js', 'assets/messages-1.js', 'assets/menu-1.js'],
    ['/app/src/root/AdminRoot.tsx', '/app/src/routes/table.ts'],
  ),
  chunk('assets/messages-1.js', [], ['/app/src/i18n/messages.ts']),
  chunk('assets/menu-1.js', ['assets/icons-1.js'], ['/app/src/routes/menu.ts']),
  chunk('assets/icons-1.js'),
  chunk(
    'assets/ResourceList-1.js',
    ['assets/react-1.js', 'assets/menu-1.js', 'assets/TableRow-1.js'],
    ['/app/src/admin-kit/list/ResourceList.tsx'],
  ),
  chunk('assets/TableRow-1.js', ['assets/icons-1.js']),
  chunk('assets/areaScreen-1.js', ['assets/AdminRoot-1.js'], ['/app/src/admin-kit/areaScreen.tsx']),
  chunk('assets/en-1.js', ['assets/messages-1.js'], ['/app/src/i18n/features/admin/en.ts']),
  chunk(
    'assets/HomePage-1.js',
    ['assets/menu-1.js', 'assets/Card-1.js'],
    ['/app/src/features/pages/home/HomePage.tsx'],
  ),
  chunk('assets/Card-1.js'),
  chunk('assets/FormScreens-1.js', ['assets/TableRow-1.js'], ['/app/src/admin-kit/formScreens.ts']),
];

const MODULES: FirstScreenModules = {
  adminRoot: '/app/src/root/AdminRoot.tsx',
  signIn: ['/login'],
  screens: {
    // As the probe sees them: with modules the entry or the shell already has, and some no chunk holds (tree-shaken).
    '/admin': [
      '/app/src/admin-kit/areaScreen.tsx',
      '/app/src/admin-kit/list/ResourceList.tsx',
      '/app/src/i18n/useT.ts',
      '/app/src/i18n/messages.ts',
      '/app/src/i18n/features/admin/en.ts',
      '/app/src/routes/types.ts',
    ],
    '/home': ['/app/src/features/pages/home/HomePage.tsx', '/app/src/routes/menu.ts'],
  },
};

describe('the files of each first screen, from the build', () => {
  it("lists the admin's root chunk with its static imports, less what index.html preloads", () => {
    expect(firstScreenFiles(CHUNKS, MODULES).shell).toEqual([
      'assets/AdminRoot-1.js',
      'assets/messages-1.js',
      'assets/menu-1.js',
      'assets/icons-1.js',
    ]);
  });

  it("lists a screen's chunks, with their static imports and its strings, less the entry's and the shell's", () => {
    const { screens, signIn } = firstScreenFiles(CHUNKS, MODULES);
    expect(screens['/admin']).toEqual([
      'assets/areaScreen-1.js',
      'assets/ResourceList-1.js',
      'assets/TableRow-1.js',
      'assets/en-1.js',
    ]);
    expect(screens['/home']).toEqual(['assets/HomePage-1.js', 'assets/Card-1.js']);
    expect(signIn).toEqual(['/login']);
  });

  it('fails the build when it cannot find the admin or a screen among the chunks', () => {
    expect(() => firstScreenFiles(CHUNKS, { ...MODULES, adminRoot: '/app/src/root/Elsewhere.tsx' })).toThrow(
      /Elsewhere/,
    );
    expect(() => firstScreenFiles(CHUNKS, { ...MODULES, screens: { '/gone': ['/app/src/Gone.tsx'] } })).toThrow(
      /\/gone/,
    );
  });
});
