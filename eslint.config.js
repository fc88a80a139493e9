import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const TRANSLATE_MESSAGE =
  "Translate with `useT` from '@/i18n/useT': it accepts only keys the English messages have (src/i18n/messageKeys.ts).";
const FETCH_MESSAGE =
  "Call the API through the one client: `api` from '@/data/api' (the session's token and refresh, errors as ApiError). Raw fetch belongs in src/data/.";

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
    rules: {
      'no-restricted-imports': [
        'error',
        ...['react-admin', 'ra-core'].map((name) => ({
          name,
          importNames: ['useTranslate'],
          message: TRANSLATE_MESSAGE,
        })),
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
);
