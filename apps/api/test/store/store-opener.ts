/**
 * One more process on a sqlite file, for test/store/migrations.test.ts: says `ready`, waits for a line
 * on stdin, then opens the store (running its migrations) and prints the schema it is at.
 */
import { openStore } from '../../src/store/index.js';

const [dataDir = ''] = process.argv.slice(2);
process.stdout.write('ready\n');
await new Promise((resolve) => process.stdin.once('data', resolve));
const store = await openStore({ dataDir });
process.stdout.write(`${store.schemaVersion}\n`);
await store.close();
process.stdin.destroy();
