import type { Store } from '../types.js';
import { SqliteAppointments } from './appointments.js';
import { SqliteAudit } from './audit.js';
import { checkpointInBackground } from './checkpointer.js';
import { SqliteDatabase } from './database.js';
import { dumpSqlite } from './dump.js';
import { SqliteDataRequests } from './data-requests.js';
import { SqliteDoctors } from './doctors.js';
import { SqliteFamily } from './family.js';
import { SqliteHeartbeats } from './heartbeats.js';
import { SqliteJobs } from './jobs.js';
import { SqliteConsents } from './consents.js';
import { SqliteLimits } from './limits.js';
import { SqliteMessages } from './messages.js';
import { SqliteIntakes } from './intakes.js';
import { SqliteInvitations } from './invitations.js';
import { SqliteOperators } from './operators.js';
import { SqliteOtps } from './otps.js';
import { SqliteReceipts } from './receipts.js';
import { SqliteReminders } from './reminders.js';
import { SqliteSafetyAlerts } from './safety-alerts.js';
import { SqliteWaitlist } from './waitlist.js';
import { SqliteSessions } from './sessions.js';
import { SqliteSettings } from './settings.js';
import { SqliteBlogs } from './blogs.js';
import { SqliteUsers } from './users.js';

export interface SqliteStoreOptions {
  /** WAL checkpoints in a thread of their own (checkpointer.ts), for the API server. */
  backgroundCheckpoints?: boolean;
}

/** Opens (and creates when new) the sqlite store in `file`; ':memory:' for a private one. */
export function openSqliteStore(file: string, options: SqliteStoreOptions = {}): Store {
  const sql = new SqliteDatabase(file);
  const checkpointer =
    options.backgroundCheckpoints && file !== ':memory:' ? checkpointInBackground(file) : null;
  return {
    engine: 'sqlite',
    schemaVersion: sql.schemaVersion,
    doctors: new SqliteDoctors(sql),
    users: new SqliteUsers(sql),
    consents: new SqliteConsents(sql),
    operators: new SqliteOperators(sql),
    invitations: new SqliteInvitations(sql),
    sessions: new SqliteSessions(sql),
    otps: new SqliteOtps(sql),
    limits: new SqliteLimits(sql),
    appointments: new SqliteAppointments(sql),
    blogs: new SqliteBlogs(sql),
    messages: new SqliteMessages(sql),
    audit: new SqliteAudit(sql),
    dataRequests: new SqliteDataRequests(sql),
    jobs: new SqliteJobs(sql),
    receipts: new SqliteReceipts(sql),
    reminders: new SqliteReminders(sql),
    heartbeats: new SqliteHeartbeats(sql),
    settings: new SqliteSettings(sql),
    intakes: new SqliteIntakes(sql),
    safetyAlerts: new SqliteSafetyAlerts(sql),
    family: new SqliteFamily(sql),
    waitlist: new SqliteWaitlist(sql),
    async isEmpty() {
      return sql.statement('SELECT 1 FROM doctors LIMIT 1').get() === undefined;
    },
    async claimOnce(name, now) {
      const row = sql
        .statement(
          'INSERT INTO claims (name, claimed_at) VALUES (?, ?) ON CONFLICT DO NOTHING RETURNING name',
        )
        .get(name, now.getTime());
      return row !== undefined;
    },
    dump: (into) => dumpSqlite(sql, into),
    async close() {
      await checkpointer?.stop();
      sql.close();
    },
  };
}
