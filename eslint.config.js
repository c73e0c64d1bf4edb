import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import regexp from 'eslint-plugin-regexp';
import tseslint from 'typescript-eslint';

// turbo runs eslint inside each package; paths in the rules below are from the repository root.
const root = import.meta.dirname;

/** One zone per feature folder: it may import itself, never a sibling; src/app may import any. */
function featureZones(app) {
  const features = `apps/${app}/src/features`;
  return subfolders(features).map((name) => ({
    target: `${features}/${name}`,
    from: features,
    except: [`./${name}`],
    message:
      'A feature does not import another feature: shared pieces go to src/lib or src/components.',
  }));
}

/**
 * bulletproof-react's one-way layers: src/app composes the features, a feature imports shared
 * code, and the shared folders (components, lib, locales) import neither a feature nor src/app.
 */
function layerZones(app) {
  const src = `apps/${app}/src`;
  const shared = ['components', 'lib', 'locales'].filter((name) => subfolders(src).includes(name));
  return [
    {
      target: `${src}/features`,
      from: `${src}/app`,
      message: 'A feature does not import src/app: src/app composes the features.',
    },
    ...shared.map((name) => ({
      target: `${src}/${name}`,
      from: [`${src}/features`, `${src}/app`],
      message: `src/${name} is shared: it imports no feature and not src/app.`,
    })),
  ];
}

const api = 'apps/api/src';

/**
 * The API's layers (docs/architecture.md, Boundaries the linter keeps): a component's routes are
 * mounted by app.ts alone, so no component imports another's; libraries/ and store/ sit below
 * the components and the context they are built from.
 */
function apiZones() {
  const components = `${api}/components`;
  return [
    ...subfolders(components).map((name) => ({
      target: `${components}/${name}`,
      from: [`${components}/*/routes.ts`, `${components}/*/*-routes.ts`],
      except: [`${root}/${components}/${name}/**`],
      message:
        "A component does not import another component's routes: app.ts mounts them; share through a service or src/libraries.",
    })),
    ...['libraries', 'store'].map((layer) => ({
      target: `${api}/${layer}`,
      from: [components, `${api}/context.ts`, `${api}/app.ts`, `${api}/start.ts`],
      message: `src/${layer} imports no component, not the context and not the app: they are built from it.`,
    })),
  ];
}

function subfolders(folder) {
  return readdirSync(`${root}/${folder}`, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => name);
}

/** The database drivers, which only the store's engines (src/store) may load. */
const DRIVERS = ['mongoose', 'mongodb', 'better-sqlite3'];
const DRIVER_MESSAGE =
  'Only apps/api/src/store (the engines) loads a database driver; go through the Store interface.';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/coverage/**',
      'data/**',
      '**/test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  // Among them no-super-linear-backtracking: no pattern whose quantifiers can trade characters.
  regexp.configs.recommended,
  {
    // The code that runs reads what requests bring, and one slow pattern holds up every other
    // request (a 100 kB e-mail once froze the API for 19 s): no pattern may take quadratic time by
    // being tried again from each character either. Tests read only their own output.
    files: ['apps/*/src/**', 'packages/*/src/**'],
    rules: { 'regexp/no-super-linear-move': 'error' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/console/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'],
      // The TypeScript resolver resolves as tsc does: the API's NodeNext `./x.js` specifiers reach
      // x.ts, and `@clinic/*` reach their `types` entry (src), so a cycle through a package counts.
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [`${root}/apps/*/tsconfig.json`, `${root}/packages/*/tsconfig.json`],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      // Type-only imports count too (patches/eslint-plugin-import-x@4.18.1.patch: the rule skips
      // them by design): a module that only borrows a type still has to point one way.
      'import-x/no-cycle': 'error',
    },
  },
  {
    files: ['apps/web/src/**', 'apps/console/src/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: root, zones: [...featureZones('web'), ...featureZones('console')] },
      ],
    },
  },
  {
    // A test may render the whole app around what it tests (src/test/render.tsx does).
    files: ['apps/web/src/**', 'apps/console/src/**'],
    ignores: ['**/*.test.{ts,tsx}', '**/src/test/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: ['web', 'console'].flatMap((app) => [...featureZones(app), ...layerZones(app)]),
        },
      ],
    },
  },
  {
    files: [`${api}/**`],
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: apiZones() }],
    },
  },
  {
    // Besides the engines: the store suites' engine-only tests (test/store), the harness, which
    // drops each test's MongoDB database, the backup test, which compares every raw record
    // before and after a restore (test/support/every-record.ts), and the intake test, which reads
    // the raw store to find no answer in clear.
    files: ['apps/api/**'],
    ignores: [
      `${api}/store/**`,
      'apps/api/test/store/**',
      'apps/api/test/support/harness.ts',
      'apps/api/test/support/every-record.ts',
      'apps/api/test/backups.test.ts',
      'apps/api/test/intake.test.ts',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: DRIVERS.map((name) => ({ name, message: DRIVER_MESSAGE })) },
      ],
      'no-restricted-syntax': [
        'error',
        ...DRIVERS.map((name) => ({
          selector: `ImportExpression[source.value='${name}']`,
          message: DRIVER_MESSAGE,
        })),
      ],
    },
  },
  {
    // The patient site's stylesheet carries react-toastify's rules (src/index.css): the library's
    // own build injects them when the first notification area mounts, a style recalculation of the
    // whole page while it hydrates. Both builds in one app would be two notification queues.
    files: ['apps/web/src/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-toastify',
              message: "Import 'react-toastify/unstyled'; its styles are in src/index.css.",
            },
          ],
        },
      ],
    },
  },
  {
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message:
            'Only apps/api/src/env.ts reads process.env (zod-checked); take values from there.',
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          name: 'process',
          importNames: ['env'],
          message: 'Only apps/api/src/env.ts reads the environment.',
        },
        {
          name: 'node:process',
          importNames: ['env'],
          message: 'Only apps/api/src/env.ts reads the environment.',
        },
      ],
    },
  },
  {
    // Besides env.ts: tooling that runs outside the app (build configs, e2e and bench runners,
    // test set-up that picks a database, a child's PATH or the nginx to run).
    files: [
      'apps/api/src/env.ts',
      'apps/api/test/deploy-nginx.test.ts',
      'apps/api/test/mongo-required.test.ts',
      'apps/api/test/start.test.ts',
      'apps/api/test/staff-command.test.ts',
      'apps/api/test/support/global-setup.ts',
      'apps/api/test/support/harness.ts',
      'apps/api/test/store/mongo-target.ts',
      'apps/*/vite.config.ts',
      'apps/web/playwright.config.ts',
      'apps/web/e2e/run.mjs',
      'apps/web/e2e/support/env.ts',
      'apps/web/scripts/*.mjs',
      'scripts/*.mjs',
    ],
    rules: { 'no-restricted-properties': 'off', 'no-restricted-imports': 'off' },
  },
);
