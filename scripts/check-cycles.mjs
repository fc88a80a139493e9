#!/usr/bin/env node
// Refuses import cycles (part of `npm run lint`): the layers stay readable from the imports only if no module needs
// itself through others. Type-only imports count too: a type shared both ways belongs in a module of its own
// (server/db/types.ts, server/auth/principalType.ts).
// Usage: node scripts/check-cycles.mjs [folders…] (default: schemas src server resources fixtures).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(dirname(new URL(import.meta.url).pathname), '..');
const ALIASES = { '@/': 'src/', '@schemas/': 'schemas/', '@resources/': 'resources/', '@fixtures/': 'fixtures/' };
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx', ''];
const folders = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['schemas', 'src', 'server', 'resources', 'fixtures'];

function filesUnder(folder) {
  const out = [];
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) out.push(...filesUnder(path));
    else if (/\.tsx?$/.test(name) && !/\.(test|spec)\.tsx?$/.test(name) && !name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

/** The project file an import specifier names, or undefined for a package. */
function resolveSpecifier(from, specifier) {
  let base;
  if (specifier.startsWith('.')) base = resolve(dirname(from), specifier);
  else {
    const alias = Object.keys(ALIASES).find((prefix) => specifier.startsWith(prefix));
    if (!alias) return undefined;
    base = join(root, ALIASES[alias], specifier.slice(alias.length));
  }
  for (const extension of EXTENSIONS) {
    const path = base + extension;
    if (existsSync(path) && statSync(path).isFile()) return path;
  }
  return undefined;
}

// Static imports and re-exports. Dynamic import() is left out on purpose: a lazy import runs after both modules are
// loaded, so it cannot form a load-time cycle, and it is how a route loads its screen.
const IMPORT = /^\s*(?:import|export)\s+(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

const graph = new Map();
for (const folder of folders) {
  if (!existsSync(join(root, folder))) continue;
  for (const file of filesUnder(join(root, folder))) {
    const text = readFileSync(file, 'utf8');
    const targets = new Set();
    for (const match of text.matchAll(IMPORT)) {
      const target = resolveSpecifier(file, match[1]);
      if (target) targets.add(target);
    }
    graph.set(file, targets);
  }
}

// Tarjan's strongly connected components: every component of more than one file is a cycle.
let index = 0;
const stack = [];
const state = new Map();
const cycles = [];
function visit(file) {
  state.set(file, { index, low: index, onStack: true });
  index++;
  stack.push(file);
  for (const target of graph.get(file) ?? []) {
    if (!graph.has(target)) continue;
    if (!state.has(target)) {
      visit(target);
      state.get(file).low = Math.min(state.get(file).low, state.get(target).low);
    } else if (state.get(target).onStack) state.get(file).low = Math.min(state.get(file).low, state.get(target).index);
  }
  const own = state.get(file);
  if (own.low === own.index) {
    const component = [];
    let member;
    do {
      member = stack.pop();
      state.get(member).onStack = false;
      component.push(member);
    } while (member !== file);
    if (component.length > 1) cycles.push(component);
  }
}
for (const file of graph.keys()) if (!state.has(file)) visit(file);

if (cycles.length) {
  console.error(
    `Import cycles (${cycles.length}): break each with a type-only module or by moving the shared piece down.`,
  );
  for (const cycle of cycles)
    console.error(
      `- ${cycle
        .map((file) => relative(root, file))
        .sort()
        .join('\n  ')}`,
    );
  process.exit(1);
}
console.log(`No import cycles among ${graph.size} files.`);
