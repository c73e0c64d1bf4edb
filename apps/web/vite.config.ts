import { existsSync } from 'node:fs';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, normalizePath, type Plugin } from 'vite';

const api = process.env.API_URL ?? 'http://localhost:3000';

/** A component's texts defined, as src/lib/i18n.ts asks: `i18n('<file>/<component>', ...)`. */
const TEXTS_DEFINED = /\bi18n\(\s*['"`]([\w-]+)/g;

/**
 * dist/.vite/hindi-texts.json: for each chunk, the Hindi files (by their manifest keys) of the
 * texts its code defines. A Hindi reader's browser fetches them as that code runs and hydrates
 * only once they are in (src/main.tsx), read or not, so the API preloads them with the page's
 * chunks (apps/api/src/components/pages/document.ts): the blog post's hydration waited a round
 * trip for those of the home page's hero, which the app's entry defines.
 */
function hindiTextsOfChunks(): Plugin {
  let root = '';
  let sources = '';
  return {
    name: 'clinic:hindi-texts-of-chunks',
    apply: (_config, { isSsrBuild }) => !isSsrBuild,
    configResolved(config) {
      root = config.root;
      // Module ids are written with forward slashes on every system.
      sources = `${normalizePath(join(root, 'src'))}/`;
    },
    generateBundle(_options, bundle) {
      const hindiTexts: Record<string, string[]> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const files = new Set<string>();
        for (const id of chunk.moduleIds) {
          if (!id.startsWith(sources)) continue;
          for (const [, file] of this.getModuleInfo(id)?.code?.matchAll(TEXTS_DEFINED) ?? []) {
            const key = `src/locales/hi/${file}.json`;
            if (existsSync(join(root, key))) files.add(key);
          }
        }
        if (files.size > 0) hindiTexts[chunk.fileName] = [...files].sort();
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/hindi-texts.json',
        source: JSON.stringify(hindiTexts, null, 2),
      });
    },
  };
}

/**
 * React's DOM (and its scheduler) and TanStack Query are chunks of their own: a server-rendered
 * page runs each in a task apart from the app's (src/boot.ts), not in one long task with it.
 * src/app/react-dom-client.ts goes with React's DOM: a CommonJS module's body runs where it is
 * first imported, and React's start-up was 10 of the entry's 20 ms on this project's machine.
 */
const LIBRARY_CHUNKS = [
  {
    name: 'react-dom',
    test: /[\\/]node_modules[\\/](?:react-dom|scheduler)[\\/]|[\\/]src[\\/]app[\\/]react-dom-client\.ts$/,
  },
  { name: 'react-query', test: /[\\/]node_modules[\\/]@tanstack[\\/]/ },
];

/**
 * The chunks every page runs at start (the app's entry and LIBRARY_CHUNKS) begin with V8's
 * explicit compile hint, `//# allFunctionsCalledOnLoad`: their functions are compiled as the file
 * streams in, off the main thread, not one by one on the main thread when first called. Measured
 * with the CPU 4x slower, a page load's main-thread work fell by 9 to 14 % (the Hindi booking
 * page from 661 and 663 ms to 580 and 568, medians of 5 loads, two rounds), and the slot picker's
 * first choice, which runs React's event and update code for the first time, compiled for 0.9 ms
 * instead of 6.2. A route's chunk is compiled as called: most of its code runs on that route
 * only. Written into the finished chunks, so a chunk's hash is that of its code without the hint.
 */
function compileAtLoad(chunkNames: ReadonlySet<string>): Plugin {
  return {
    name: 'clinic:compile-at-load',
    apply: (_config, { isSsrBuild }) => !isSsrBuild,
    // After Vite's own, which writes the entry's first line (its preloads' list).
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle))
          if (chunk.type === 'chunk' && chunkNames.has(chunk.name))
            chunk.code = `//# allFunctionsCalledOnLoad\n${chunk.code}`;
      },
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
    hindiTextsOfChunks(),
    compileAtLoad(new Set(['index', ...LIBRARY_CHUNKS.map((chunk) => chunk.name)])),
  ],
  resolve: {
    alias: {
      // wouter imports useSyncExternalStore through a shim for React before 18; React 19 has it.
      'use-sync-external-store/shim/index.js': 'react',
    },
  },
  build: isSsrBuild
    ? {
        // The server entry the API renders pages with (src/entry-server.tsx), beside dist/.
        outDir: 'dist-server',
        target: 'node20',
        copyPublicDir: false,
      }
    : {
        target: 'es2022',
        // dist/.vite/manifest.json: the API preloads a server-rendered page's route chunks.
        manifest: true,
        // The QR code library and route chunks load on demand; the home page stays small.
        chunkSizeWarningLimit: 300,
        rollupOptions: {
          // The app (index.html's src/main.tsx) and, beside it, the small entry a server-rendered
          // page starts it with once painted (src/boot.ts; apps/api/src/components/pages).
          input: { index: 'index.html', boot: 'src/boot.ts' },
          // Building a zod schema has no effect beyond its value: the schemas of the contracts
          // that no code of a chunk uses are left out, and a page that uses none (about, the
          // doctors, the blog, contact) downloads and runs no zod at all. The contracts' own
          // schema helpers (`requiredText`, say) say so with #__NO_SIDE_EFFECTS__.
          treeshake: { manualPureFunctions: ['z'] },
          output: {
            // React's DOM and TanStack Query, chunks of their own (LIBRARY_CHUNKS).
            codeSplitting: { groups: LIBRARY_CHUNKS },
            // The Hindi texts (src/lib/i18n.ts) and Hindi pages (the condition pages, the privacy
            // notice's items) get a name of their own, so a test can tell that an English reader
            // never downloads them (e2e/hindi.spec.ts).
            chunkFileNames: (chunk) =>
              /\/src\/locales\/hi\/|\/conditions\/hi\/|\/notice-content-hi\.ts$/.test(
                chunk.facadeModuleId ?? '',
              )
                ? 'assets/hi-[name]-[hash].js'
                : 'assets/[name]-[hash].js',
          },
        },
      },
  // The server entry carries its libraries (the API does not install the web app's) in their
  // production builds (React's development build renders several times slower).
  ...(isSsrBuild && {
    ssr: { noExternal: true },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  }),
  server: {
    proxy: {
      '/api': api,
      '/uploads': api,
    },
  },
}));
