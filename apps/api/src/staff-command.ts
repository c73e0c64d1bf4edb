/**
 * `npm run staff -- <command> <e-mail>`: what the server's administrator does for a staff member
 * locked out of the console (docs/operations.md, Staff accounts), run on the server with the
 * API's configuration. It is not an API call: whoever runs it already holds the store.
 *
 *   reset-second-factor <e-mail>   forget their TOTP secret and recovery codes and unlock it;
 *                                  they enrol again at their next login (the owner who lost
 *                                  their phone, or whose factor wrong codes locked)
 *   switch-on <e-mail>             switch the account on again
 *
 * Each ends the person's sessions and writes an audit entry naming the server command.
 */
import { ConfigError, loadConfig } from './env.js';
import { createLimiter } from './libraries/rate-limit.js';
import { WRONG_CODES } from './libraries/second-factor.js';
import { openStore } from './store/index.js';
import type { OperatorRecord, Store } from './store/index.js';

const COMMANDS = ['reset-second-factor', 'switch-on'] as const;
type Command = (typeof COMMANDS)[number];

const USAGE = `Usage: npm run staff -- <${COMMANDS.join(' | ')}> <e-mail>`;

async function run(store: Store, command: Command, email: string): Promise<string> {
  const operator = await store.operators.findByEmail(email);
  if (!operator) throw new Error(`No staff account has the e-mail ${email}`);
  const state = (account: OperatorRecord | null) => ({
    secondFactor: account?.totpSecret != null,
    secondFactorLocked: account?.secondFactorLockedAt != null,
    disabled: account?.disabled ?? false,
  });
  const before = state(operator);
  if (command === 'reset-second-factor') {
    await createLimiter(store.limits, () => new Date(), WRONG_CODES).reset(operator._id);
    await store.operators.clearSecondFactor(operator._id);
  } else await store.operators.update(operator._id, { disabled: false });
  await store.sessions.revokeAll(operator._id);
  const after = await store.operators.findById(operator._id);
  await store.audit.append({
    actorId: '',
    actorEmail: `server command: ${command}`,
    actorRole: '',
    action: command === 'reset-second-factor' ? 'operator.second-factor-reset' : 'staff.update',
    targetType: 'operator',
    targetId: operator._id,
    before,
    after: state(after),
    patientIds: [],
    at: new Date(),
  });
  return command === 'reset-second-factor'
    ? `${email}: second factor reset; they set up a new one at their next login`
    : `${email}: switched on`;
}

async function main(argv: string[]): Promise<number> {
  const [command, email] = argv;
  if (!COMMANDS.includes(command as Command) || !email) {
    console.error(USAGE);
    return 2;
  }
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  const store = await openStore({ mongodbUri: config.mongodbUri, dataDir: config.dataDir });
  try {
    console.log(await run(store, command as Command, email));
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 1;
  } finally {
    await store.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
