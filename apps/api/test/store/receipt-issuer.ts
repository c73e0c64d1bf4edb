/**
 * One more process on a sqlite file, for sqlite-engine.ts: opens the store, says `ready`, waits
 * for a line on stdin, then asks for the receipts of the given appointments all at once and
 * prints `[appointmentId, number]` pairs as JSON.
 */
import { openStore } from '../../src/store/index.js';

const [dataDir = '', ...appointmentIds] = process.argv.slice(2);
const store = await openStore({ dataDir });
process.stdout.write('ready\n');
await new Promise((resolve) => process.stdin.once('data', resolve));
const receipts = await Promise.all(
  appointmentIds.map((id) => store.receipts.issueReceipt(id, new Date())),
);
process.stdout.write(
  `${JSON.stringify(receipts.map((receipt) => [receipt?.appointmentId, receipt?.number]))}\n`,
);
await store.close();
process.stdin.destroy();
