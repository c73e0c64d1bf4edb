/**
 * The boundaries eslint.config.js keeps (docs/architecture.md, Boundaries the linter keeps), shown
 * on code that crosses them: each case is linted as if it were a file at that path in the
 * repository, with the repository's own configuration. eslint is the root's, as for every
 * package's `lint` script.
 */
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: ROOT });

/** The rules broken by a file at `file` (from the repository root) holding `code`, with messages. */
async function broken(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

const DRIVER =
  'Only apps/api/src/store (the engines) loads a database driver; go through the Store interface.';
const ROUTES =
  "A component does not import another component's routes: app.ts mounts them; share through a service or src/libraries.";
const ENV = 'Only apps/api/src/env.ts reads process.env (zod-checked); take values from there.';

describe('eslint.config.js', () => {
  it.each([
    ['mongoose', "import mongoose from 'mongoose';\nexport const driver = mongoose;\n"],
    ['better-sqlite3', "export type { Database } from 'better-sqlite3';\n"],
  ])(
    'when an API component imports %s, then the lint fails naming the store',
    async (driver, code) => {
      expect(await broken('apps/api/src/components/doctors/driver.ts', code)).toEqual([
        `@typescript-eslint/no-restricted-imports: '${driver}' import is restricted from being used. ${DRIVER}`,
      ]);
    },
  );

  it('when API code loads a driver with import(), then the lint fails naming the store', async () => {
    expect(
      await broken(
        'apps/api/src/libraries/driver.ts',
        "export const driver = () => import('better-sqlite3');\n",
      ),
    ).toEqual([`no-restricted-syntax: ${DRIVER}`]);
  });

  it('when a store engine imports its driver or a component imports its own routes, then the lint passes', async () => {
    expect(
      await broken(
        'apps/api/src/store/sqlite/driver.ts',
        "import Database from 'better-sqlite3';\nexport const driver = Database;\n",
      ),
    ).toEqual([]);
    expect(
      await broken(
        'apps/api/src/components/admin/mounted.ts',
        "export { staffRoutes } from './staff-routes.js';\n",
      ),
    ).toEqual([]);
  });

  it("when a component imports another component's routes, then the lint fails", async () => {
    expect(
      await broken(
        'apps/api/src/components/pages/config-reads.ts',
        "export { configReads } from '../config/routes.js';\n",
      ),
    ).toEqual([
      `import-x/no-restricted-paths: Unexpected path "../config/routes.js" imported in restricted zone. ${ROUTES}`,
    ]);
  });

  it.each([
    ['../context.js', 'the context'],
    ['../components/auth/service.js', 'a component'],
  ])('when src/libraries imports %s (%s), then the lint fails', async (specifier) => {
    expect(
      await broken('apps/api/src/libraries/upward.ts', `export * from '${specifier}';\n`),
    ).toEqual([
      `import-x/no-restricted-paths: Unexpected path "${specifier}" imported in restricted zone. src/libraries imports no component, not the context and not the app: they are built from it.`,
    ]);
  });

  it('when code outside env.ts reads process.env, by property or by destructuring, then the lint fails; env.ts itself passes', async () => {
    expect(
      await broken('apps/api/src/libraries/port.ts', 'export const port = process.env.PORT;\n'),
    ).toEqual([`no-restricted-properties: 'process.env' is restricted from being used. ${ENV}`]);
    expect(
      await broken(
        'apps/web/src/lib/port.ts',
        'const { env } = process;\nexport const port = env.PORT;\n',
      ),
    ).toEqual([`no-restricted-properties: 'process.env' is restricted from being used. ${ENV}`]);
    expect(await broken('apps/api/src/env.ts', 'export const port = process.env.PORT;\n')).toEqual(
      [],
    );
  });

  it.each([
    [
      'web',
      'lib/booking-link.ts',
      '../features/booking/booking-page',
      'src/lib is shared: it imports no feature and not src/app.',
    ],
    [
      'web',
      'components/app-shell.tsx',
      '../app/providers',
      'src/components is shared: it imports no feature and not src/app.',
    ],
    [
      'web',
      'features/booking/app-routes.ts',
      '../../app/router',
      'A feature does not import src/app: src/app composes the features.',
    ],
    [
      'web',
      'features/booking/doctors.ts',
      '../doctors/doctors-page',
      'A feature does not import another feature: shared pieces go to src/lib or src/components.',
    ],
    [
      'console',
      'components/staff-link.tsx',
      '../features/staff/staff-page',
      'src/components is shared: it imports no feature and not src/app.',
    ],
    [
      'console',
      'lib/routes.ts',
      '../app/routes',
      'src/lib is shared: it imports no feature and not src/app.',
    ],
  ])('when %s src/%s imports %s, then the lint fails', async (app, file, specifier, message) => {
    expect(await broken(`apps/${app}/src/${file}`, `export * from '${specifier}';\n`)).toEqual([
      `import-x/no-restricted-paths: Unexpected path "${specifier}" imported in restricted zone. ${message}`,
    ]);
  });
});
