/**
 * The code every page's first load fetches (apps/web/README.md, Performance budget): the app's
 * entry chunk, the one a server-rendered page starts it with (src/boot.ts), and the chunks they
 * import statically. Built here as
 * `vite build` builds it, so what a change adds to it shows in the unit suite, exactly; the
 * browser's figures are `npm run bench:web`'s.
 */
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Rolldown } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';

type Chunk = Rolldown.OutputChunk;

// The tests run in apps/web (its package.json, like turbo).
const appRoot = process.cwd();

/** `from` and every chunk they import statically, directly or not. */
function withImports(chunks: Chunk[], from: Chunk[]): Chunk[] {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const loaded = new Set<Chunk>();
  const visit = (chunk: Chunk) => {
    if (loaded.has(chunk)) return;
    loaded.add(chunk);
    chunk.imports.forEach((name) => visit(byName.get(name)!));
  };
  from.forEach(visit);
  return [...loaded];
}

/** The entry chunks and every chunk they import statically, directly or not. */
function firstLoad(chunks: Chunk[]): Chunk[] {
  const entries = chunks.filter((chunk) => chunk.isEntry);
  if (entries.length !== 2) throw new Error('The build has not its two entry chunks');
  return withImports(chunks, entries);
}

const isZod = (id: string) => id.includes('/node_modules/zod/');

/**
 * The ceiling of the first load, gzipped as `npm run bench:web` measures (level 9): the level
 * reached, under the budget of 100 KB, so that a change adding to it is seen. TanStack Query's
 * chunk of its own (vite.config.ts) costs 0.2 KB of imports and exports, and the logo drawn in the
 * page (components/logo.tsx) 0.1 KB, one request fewer before the first paint.
 */
const FIRST_LOAD_KB = 98.6;

let chunks: Chunk[];

beforeAll(async () => {
  const output = (await build({
    root: appRoot,
    configFile: join(appRoot, 'vite.config.ts'),
    // As `vite build` makes it: under the tests' NODE_ENV, React's development code would be built.
    mode: 'production',
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    logLevel: 'silent',
    build: { write: false, manifest: false },
  })) as Rolldown.RolldownOutput;
  chunks = output.output.filter((item): item is Chunk => item.type === 'chunk');
}, 120_000);

describe("the home page's first load", () => {
  it('carries no zod: the pages on the budget type their answers without parsing them', () => {
    const modules = firstLoad(chunks).flatMap((chunk) => chunk.moduleIds);
    expect(modules.filter(isZod)).toEqual([]);
  });

  it("carries the pages' own fixed texts (PAGE_TEXTS), not every one (TEXTS: the server's messages)", () => {
    const modules = firstLoad(chunks).flatMap((chunk) => chunk.moduleIds);
    expect(modules.filter((id) => id.endsWith('/packages/contracts/dist/texts.js'))).toEqual([]);
    expect(modules.some((id) => id.endsWith('/packages/contracts/dist/page-texts.js'))).toBe(true);
  });

  it(`is at most ${FIRST_LOAD_KB} KB gzipped`, () => {
    const bytes = firstLoad(chunks).reduce(
      (sum, chunk) => sum + gzipSync(chunk.code, { level: 9 }).length,
      0,
    );
    expect(bytes / 1024).toBeLessThanOrEqual(FIRST_LOAD_KB);
  });
});

// Evaluating zod is a task of its own, 9 to 18 ms on this project's machine: a public page that
// checks no form and parses no answer runs none (vite.config.ts, treeshake).
describe('a public page that parses no answer', () => {
  it.each([
    'src/features/about/about-page.tsx',
    'src/features/doctors/doctors-page.tsx',
    'src/features/blogs/blog-list-page.tsx',
    'src/features/blogs/blog-detail-page.tsx',
    'src/features/services/services-page.tsx',
    'src/features/contact/contact-page.tsx',
    'src/features/booking/booking-page.tsx',
  ])('%s carries no zod', (page) => {
    const pageChunk = chunks.find((chunk) => chunk.facadeModuleId === join(appRoot, page));
    if (!pageChunk) throw new Error(`The build has no chunk for ${page}`);
    const modules = withImports(chunks, [pageChunk]).flatMap((chunk) => chunk.moduleIds);
    expect(modules.filter(isZod)).toEqual([]);
  });
});

// React's start-up, the body of its CommonJS module, runs in the chunk that first imports it: in
// the entry, it was 10 of that task's 20 ms on this project's machine (80 ms on a phone's slower
// CPU); in React's DOM's own chunk, it is a task apart (vite.config.ts, src/boot.ts).
describe("React's DOM", () => {
  it('starts in its own chunk, not in the entry', () => {
    const reactDom = chunks.find((chunk) => chunk.name === 'react-dom');
    const entry = chunks.find((chunk) => chunk.isEntry && chunk.name === 'index');
    if (!reactDom || !entry) throw new Error('The build has no react-dom chunk or no entry');
    // The module that imports React's DOM is the one whose evaluation runs React's start-up.
    expect(reactDom.moduleIds).toContain(join(appRoot, 'src/app/react-dom-client.ts'));
    expect(entry.moduleIds.filter((id) => id.includes('/node_modules/react-dom/'))).toEqual([]);
  });
});

// V8 compiles these chunks' functions as they stream in, off the main thread (vite.config.ts,
// compileAtLoad); a hint anywhere but the first line would leave the functions above it lazy.
describe('V8 compile hint', () => {
  const HINT = '//# allFunctionsCalledOnLoad\n';
  const HINTED = ['index', 'react-dom', 'react-query'];

  it.each(HINTED)('opens the %s chunk, which every page runs at start', (name) => {
    const chunk = chunks.find((item) => item.name === name);
    if (!chunk) throw new Error(`The build has no ${name} chunk`);
    expect(chunk.code.startsWith(HINT)).toBe(true);
  });

  it("is in no other chunk: a route's code is compiled as it is called", () => {
    const others = chunks.filter((chunk) => !HINTED.includes(chunk.name));
    expect(others.length).toBeGreaterThan(10);
    expect(
      others.filter((chunk) => chunk.code.includes(HINT.trim())).map((chunk) => chunk.name),
    ).toEqual([]);
  });
});
