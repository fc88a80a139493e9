import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const TRANSLATE_MESSAGE =
  "Translate with `useT` from '@/i18n/useT': it accepts only keys the English messages have (src/i18n/messageKeys.ts).";
const FETCH_MESSAGE =
  "Call the API through the one client: `api` from '@/data/api' (the session's token and refresh, errors as ApiError). Raw fetch belongs in src/data/.";

const TRANSLATE_PATHS = ['react-admin', 'ra-core'].map((name) => ({
  name,
  importNames: ['useTranslate'],
  message: TRANSLATE_MESSAGE,
}));

/** Our own floors, by alias. */
const OURS = ['@/*', '@resources/*', '@fixtures/*', '@tests/*'];
/** A relative path out of a top-level folder into one of these (`../../src/…`). */
const outInto = (folders) => `^(\\.\\./)+(${folders.map((folder) => `${folder}/`).join('|')})`;
/** The UI's packages. */
const UI = [
  'react',
  'react/*',
  'react-dom',
  'react-dom/*',
  '@mui/*',
  '@emotion/*',
  'react-admin',
  'ra-*',
  'react-router',
  'react-router-dom',
  '@tiptap/*',
];
const layer = (rule) =>
  `${rule} (layers in DESIGN.md: schemas/ -> src/contract/ -> server/ | src/admin-kit/ -> resources/ -> the app).`;

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'node_modules', 'public/mockServiceWorker.js', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // The app calls its API through one client. server/, scripts/ and tests/ are outside src/ and not covered; the
    // in-browser mock (src/mock/) answers requests and sends none, so it needs no exemption.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/data/**'],
    rules: {
      'no-restricted-globals': ['error', { name: 'fetch', message: FETCH_MESSAGE }],
      'no-restricted-properties': [
        'error',
        ...['window', 'self', 'globalThis'].map((object) => ({ object, property: 'fetch', message: FETCH_MESSAGE })),
      ],
    },
  },
  {
    // Message keys are checked by the compiler only through the typed hook.
    files: ['src/**/*.{ts,tsx}', 'resources/**/*.{ts,tsx}'],
    ignores: ['src/i18n/useT.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: TRANSLATE_PATHS }] },
  },
  // The layers, each importing only from those below it (DESIGN.md): schemas/ -> src/contract/ -> server/ |
  // src/admin-kit/ -> resources/ -> the app. Each block lists what its floor may not import; in flat config a later
  // block's rule replaces an earlier one's, so the message-key paths above are repeated where both apply.
  {
    files: ['schemas/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: [...OURS, ...UI], message: layer('schemas/ is the model: zod and itself only') },
            {
              regex: outInto(['src', 'resources', 'fixtures', 'server', 'tests']),
              message: layer('schemas/ is the model'),
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: TRANSLATE_PATHS,
          patterns: [{ group: [...OURS, ...UI], message: layer('src/contract/ imports schemas/ and itself only') }],
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@resources/*', '@tests/*', ...UI],
              message: layer('server/ imports schemas/, src/contract/ and fixtures/, never the UI'),
            },
            {
              regex: `^@/(?!contract/)|${outInto(['src(?!/contract/)', 'resources', 'tests'])}`,
              message: layer('server/ imports schemas/, src/contract/ and fixtures/, never the UI'),
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/admin-kit/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: TRANSLATE_PATHS,
          patterns: [
            {
              group: ['@resources/*', '@/features/*', '@/mock/*', '@fixtures/*'],
              message: layer('src/admin-kit/ generates screens from any area: it imports no area, feature or mock'),
            },
          ],
        },
      ],
    },
  },
  {
    files: ['resources/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: TRANSLATE_PATHS,
          patterns: [
            {
              group: ['@/features/*', '@/mock/*', '@fixtures/*'],
              message: layer(
                'resources/ says how the admin shows an area: schemas/, src/admin-kit/ and the shell only',
              ),
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/layout/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: TRANSLATE_PATHS,
          patterns: [
            {
              group: ['@/features/*', '@resources/*'],
              message: layer('the layout shows any feature through the route table (`@/routes/*`), never imports one'),
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
);
