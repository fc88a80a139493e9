import '@testing-library/jest-dom/vitest';
import { loadScreenMessages } from '@/i18n/messages';
import { assertNoMissingKeys } from '@/i18n/missingKeys';
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

afterEach(() => {
  cleanup();
  globalThis.localStorage?.clear();
  // A key the English messages lack shows as itself in the app; in a test it is a failure.
  assertNoMissingKeys();
});

// Screens render after their messages load (the route table's loader); components tested alone get them up front.
await loadScreenMessages('en');
