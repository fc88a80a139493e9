import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import type { TestProject } from 'vitest/node';

/** Names this run's migrated PGlite image (tests/support/pgliteImage.ts makes it when a file first needs it). */
export default function namePgliteImage(project: TestProject) {
  const path = resolve(`.data/test-pglite/migrated-${process.pid}.tar`);
  project.provide('pgliteImage', path);
  return () => rmSync(path, { force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteImage: string;
  }
}
