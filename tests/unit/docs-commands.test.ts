// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * The README and docs/ name commands a newcomer copies: each must still exist, so none goes stale. Commands are read
 * from code spans and code blocks; links from Markdown links and images.
 */

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const README_MAX_BYTES = 8 * 1024;
/** npm's own commands the docs may use besides `run`, `start` and `test`. */
const NPM_BUILTINS = new Set(['install', 'ci']);

interface Doc {
  /** Relative to the repository root. */
  path: string;
  text: string;
}

function docs(): Doc[] {
  const pages = readdirSync(join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`);
  return ['README.md', ...pages].map((path) => ({ path, text: readFileSync(join(ROOT, path), 'utf8') }));
}

/** The text of every fenced code block and inline code span. */
function codeIn(markdown: string): string[] {
  const blocks: string[] = [];
  const prose = markdown.replace(/^(```|~~~)[^\n]*\n([\s\S]*?)^\1[ \t]*$/gm, (_, _fence: string, body: string) => {
    blocks.push(body);
    return '';
  });
  const spans = [...prose.matchAll(/(`+)([^`]+?)\1/g)].map((match) => match[2]);
  return [...blocks, ...spans];
}

type Command =
  | { kind: 'npm-script'; name: string; text: string }
  | { kind: 'npm'; name: string; text: string }
  | { kind: 'npx'; name: string; text: string }
  | { kind: 'node'; name: string; text: string };

/** The npm, npx and `node <file>` commands named in a piece of code. */
function commandsIn(code: string): Command[] {
  const commands: Command[] = [];
  for (const match of code.matchAll(/\bnpm\s+([\w:.-]+)(?:\s+([\w:.-]+))?/g)) {
    const [text, verb, script] = match;
    if (verb === 'run' && script) commands.push({ kind: 'npm-script', name: script, text });
    else if (verb === 'start' || verb === 'test')
      commands.push({ kind: 'npm-script', name: verb, text: `npm ${verb}` });
    else commands.push({ kind: 'npm', name: verb, text: `npm ${verb}` });
  }
  for (const [text, name] of code.matchAll(/\bnpx\s+([\w@/.-]+)/g)) commands.push({ kind: 'npx', name, text });
  for (const [text, name] of code.matchAll(/\bnode\s+((?:scripts|server)\/[\w./-]+)/g))
    commands.push({ kind: 'node', name, text });
  return commands;
}

/** What is wrong with a command: a script package.json lacks, a tool not installed, a file that is gone. */
function commandProblem(command: Command, scripts: Record<string, string>, root = ROOT): string | null {
  switch (command.kind) {
    case 'npm-script':
      return command.name in scripts ? null : `\`${command.text}\`: package.json has no script "${command.name}"`;
    case 'npm':
      return NPM_BUILTINS.has(command.name)
        ? null
        : `\`${command.text}\`: not a script nor an npm command the docs use`;
    case 'npx':
      return existsSync(join(root, 'node_modules/.bin', command.name))
        ? null
        : `\`${command.text}\`: no installed package provides "${command.name}"`;
    case 'node':
      return existsSync(join(root, command.name)) ? null : `\`${command.text}\`: ${command.name} does not exist`;
  }
}

/** GitHub's anchor for a heading. */
function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

const anchorsIn = (markdown: string) =>
  new Set(
    markdown
      .replace(/^```[\s\S]*?^```/gm, '')
      .split('\n')
      .filter((line) => /^#{1,6}\s/.test(line))
      .map((line) => anchorOf(line.replace(/^#+\s*/, ''))),
  );

/** Targets of Markdown links and images that point inside the repository (not http, mailto or the like). */
function relativeLinksIn(markdown: string): string[] {
  const prose = markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
  const inline = [...prose.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((match) => match[1]);
  const references = [...prose.matchAll(/^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm)].map((match) => match[1]);
  return [...inline, ...references].filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target));
}

/** What is wrong with a link from `from` (a path relative to the root): a missing file or heading. */
function linkProblem(from: string, target: string, root = ROOT): string | null {
  const [path, anchor] = target.split('#', 2) as [string, string | undefined];
  const file = path ? resolve(root, dirname(from), decodeURI(path)) : resolve(root, from);
  const shown = relative(root, file);
  if (!existsSync(file)) return `${from}: link to ${target}: ${shown} does not exist`;
  if (anchor && file.endsWith('.md') && !anchorsIn(readFileSync(file, 'utf8')).has(anchor))
    return `${from}: link to ${target}: ${shown} has no heading #${anchor}`;
  return null;
}

const scripts = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> })
  .scripts;

describe('the README and docs/', () => {
  it('name only npm scripts package.json has, installed tools and existing scripts', () => {
    const problems = docs().flatMap(({ path, text }) =>
      codeIn(text)
        .flatMap(commandsIn)
        .map((command) => commandProblem(command, scripts))
        .filter((problem) => problem !== null)
        .map((problem) => `${path}: ${problem}`),
    );
    expect(problems).toEqual([]);
  });

  it('name the two set-up commands', () => {
    const readme = docs()[0].text;
    const commands = codeIn(readme).flatMap(commandsIn);
    expect(commands.map((command) => command.text)).toEqual(expect.arrayContaining(['npm run dev', 'npm test']));
  });

  it('keep the README at most 8 KB', () => {
    expect(readFileSync(join(ROOT, 'README.md')).byteLength).toBeLessThanOrEqual(README_MAX_BYTES);
  });

  it('link only to files and headings that exist', () => {
    const problems = docs().flatMap(({ path, text }) =>
      relativeLinksIn(text)
        .map((target) => linkProblem(path, target))
        .filter((problem) => problem !== null),
    );
    expect(problems).toEqual([]);
  });
});

describe('the check itself', () => {
  const page = [
    'Run `npm run dev`, then `npm start` or `npx vitest run x`.',
    '```sh',
    'npm install && npm run no-such-script -- --rows 10   # a comment',
    'node scripts/no-such-file.mjs',
    'npx no-such-tool',
    'npm frobnicate',
    '```',
    'See [the API](docs/api.md#errors), [nothing](docs/nothing.md), [no heading](docs/api.md#no-such-heading),',
    '![a picture](docs/images/list.webp) and [the web](https://example.com).',
  ].join('\n');

  it('finds commands in code spans and blocks and reports the ones that do not exist', () => {
    const problems = codeIn(page)
      .flatMap(commandsIn)
      .map((command) => commandProblem(command, { dev: 'vite', start: 'node x' }))
      .filter((problem) => problem !== null);
    expect(problems).toEqual([
      '`npm run no-such-script`: package.json has no script "no-such-script"',
      '`npm frobnicate`: not a script nor an npm command the docs use',
      '`npx no-such-tool`: no installed package provides "no-such-tool"',
      '`node scripts/no-such-file.mjs`: scripts/no-such-file.mjs does not exist',
    ]);
  });

  it('reports a missing file or heading, and leaves web links alone', () => {
    const problems = relativeLinksIn(page)
      .map((target) => linkProblem('README.md', target))
      .filter((problem) => problem !== null);
    expect(problems).toEqual([
      'README.md: link to docs/nothing.md: docs/nothing.md does not exist',
      'README.md: link to docs/api.md#no-such-heading: docs/api.md has no heading #no-such-heading',
    ]);
  });

  it('makes anchors as GitHub does', () => {
    expect(anchorOf('Rules the fields cannot express: hooks and computed fields')).toBe(
      'rules-the-fields-cannot-express-hooks-and-computed-fields',
    );
    expect(anchorOf('Size: `npm run size`')).toBe('size-npm-run-size');
  });
});
