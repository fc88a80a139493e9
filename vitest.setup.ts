import '@testing-library/jest-dom/vitest';
import { loadScreenMessages } from '@/i18n/messages';
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

afterEach(() => {
  cleanup();
  globalThis.localStorage?.clear();
});

// Screens render after their messages load (the route table's loader); components tested alone get them up front.
await loadScreenMessages('en');
