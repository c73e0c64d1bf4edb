import mongoose from 'mongoose';
import type { Store } from '../types.js';
import { MongoAppointments } from './appointments.js';
import { MongoAudit } from './audit.js';
import { MongoBlogs } from './blogs.js';
import { MongoDataRequests } from './data-requests.js';
import { MongoDoctors } from './doctors.js';
import { MongoFamily } from './family.js';
import { MongoHeartbeats } from './heartbeats.js';
import { dumpMongo } from './dump.js';
import { isDuplicateKey } from './errors.js';
import { MongoJobs } from './jobs.js';
import { MongoConsents } from './consents.js';
import { MongoLimits } from './limits.js';
import { MongoMessages } from './messages.js';
import { MIGRATIONS, migrate } from './migrations.js';
import type { ClaimDoc } from './migrations.js';
import { createModels } from './models.js';
import type { Models } from './models.js';
import { MongoIntakes } from './intakes.js';
import { MongoInvitations } from './invitations.js';
import { MongoOperators } from './operators.js';
import { MongoOtps } from './otps.js';
import { MongoReceipts } from './receipts.js';
import { MongoReminders } from './reminders.js';
import { MongoSafetyAlerts } from './safety-alerts.js';
import { MongoWaitlist } from './waitlist.js';
import { MongoSessions } from './sessions.js';
import { MongoSettings } from './settings.js';
import { MongoUsers } from './users.js';

/**
 * Brings a collection's indexes in line with its schema in models.ts: builds the missing ones and
 * drops those the schema no longer declares or declares differently (Model.syncIndexes), so that
 * a stale index of an older build (a unique one that would refuse a rebooking, say) does not
 * survive an upgrade. Another API process starting at the same moment may drop or build the same
 * index first; one more pass then sees its work.
 */
async function syncIndexes(model: Models[keyof Models]): Promise<void> {
  try {
    await model.syncIndexes();
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    // IndexNotFound, IndexOptionsConflict, IndexKeySpecsConflict
    if (code !== 27 && code !== 85 && code !== 86) throw error;
    await model.syncIndexes();
  }
}

/**
 * Opens the MongoDB store on its own connection, runs its pending migrations (migrations.ts) and
 * syncs its indexes before answering.
 * `dbName` overrides the database named in the URI (tests use one database each).
 */
export async function openMongoStore(
  uri: string,
  options: { dbName?: string } = {},
): Promise<Store> {
  // A value like {"$gt": ""} in a filter is matched literally, never run as an operator.
  mongoose.set('sanitizeFilter', true);
  mongoose.set('strictQuery', true);
  const connection = await mongoose
    .createConnection(uri, {
      serverSelectionTimeoutMS: 10_000,
      autoIndex: false,
      ...(options.dbName ? { dbName: options.dbName } : {}),
    })
    .asPromise();
  try {
    const db = connection.db;
    if (!db) throw new Error('No MongoDB database');
    const schemaVersion = await migrate(db, MIGRATIONS);
    const models = createModels(connection);
    await Promise.all(Object.values(models).map(syncIndexes));
    const claims = db.collection<ClaimDoc>('claims');
    return {
      engine: 'mongo',
      schemaVersion,
      doctors: new MongoDoctors(models),
      users: new MongoUsers(models),
      consents: new MongoConsents(models),
      operators: new MongoOperators(models),
      invitations: new MongoInvitations(models),
      sessions: new MongoSessions(models),
      otps: new MongoOtps(models),
      limits: new MongoLimits(models),
      appointments: new MongoAppointments(models),
      blogs: new MongoBlogs(models),
      messages: new MongoMessages(models),
      audit: new MongoAudit(models),
      dataRequests: new MongoDataRequests(models),
      jobs: new MongoJobs(models),
      receipts: new MongoReceipts(models),
      reminders: new MongoReminders(models),
      heartbeats: new MongoHeartbeats(models),
      settings: new MongoSettings(models),
      intakes: new MongoIntakes(models),
      safetyAlerts: new MongoSafetyAlerts(models),
      family: new MongoFamily(models),
      waitlist: new MongoWaitlist(models),
      async isEmpty() {
        return (await models.Doctor.exists({})) === null;
      },
      async claimOnce(name, now) {
        try {
          // Only the upsert that inserts claims; a second is a no-op, or, racing the first
          // insert, a duplicate key.
          const result = await claims.updateOne(
            { _id: name },
            { $setOnInsert: { claimedAt: now } },
            { upsert: true },
          );
          return result.upsertedCount === 1;
        } catch (error) {
          if (isDuplicateKey(error)) return false;
          throw error;
        }
      },
      dump: (into) => dumpMongo(db, into),
      async close() {
        await connection.close();
      },
    };
  } catch (error) {
    await connection.close();
    throw error;
  }
}
