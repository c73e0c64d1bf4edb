/**
 * The sqlite schema, created on open. Every table has an integer `seq` (creation order) and a
 * 24-hex `id`. Nested objects are JSON text. Uniqueness rules live in indexes so that they hold
 * across processes sharing the file, not only inside this one. Every statement here runs at each
 * open (IF NOT EXISTS), so a file made by an earlier build gains a new index at its next open;
 * before that, an index this schema no longer declares, or declares differently, is dropped
 * (SqliteDatabase.applySchema), so a changed or renamed index applies too. An added column must
 * carry a default: an earlier file gains it with that default (SqliteDatabase.addColumns). What
 * this cannot say, a change to the data, is a numbered migration (migrations.ts).
 */

export const SCHEMA = `
CREATE TABLE IF NOT EXISTS doctors (
  seq INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  image TEXT NOT NULL,
  speciality TEXT NOT NULL,
  degree TEXT NOT NULL,
  experience INTEGER NOT NULL,
  about TEXT NOT NULL,
  fees INTEGER NOT NULL,
  available INTEGER NOT NULL,
  address TEXT NOT NULL,
  blocked_slots TEXT NOT NULL,
  registration_number TEXT NOT NULL DEFAULT ''
);

CREATE TABLE IF NOT EXISTS users (
  seq INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  email TEXT NOT NULL UNIQUE,
  password_hash TEXT NOT NULL,
  name TEXT NOT NULL,
  fathername TEXT NOT NULL DEFAULT '',
  mothername TEXT NOT NULL DEFAULT '',
  phone TEXT NOT NULL,
  address TEXT NOT NULL,
  gender TEXT NOT NULL DEFAULT '',
  dob TEXT NOT NULL DEFAULT '',
  blood_group TEXT NOT NULL DEFAULT '',
  allergy TEXT NOT NULL DEFAULT '',
  medical_condition TEXT NOT NULL DEFAULT '',
  image TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL
);

-- An account made by an earlier build, before roles, was the installation's one operator: its owner.
CREATE TABLE IF NOT EXISTS operators (
  seq INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  email TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  password_hash TEXT NOT NULL,
  role TEXT NOT NULL DEFAULT 'owner',
  doctor_id TEXT,
  disabled INTEGER NOT NULL DEFAULT 0,
  must_change_password INTEGER NOT NULL DEFAULT 0,
  totp_secret TEXT,
  totp_pending_secret TEXT,
  totp_last_step INTEGER NOT NULL DEFAULT 0,
  recovery_codes TEXT NOT NULL DEFAULT '[]',
  created_at INTEGER NOT NULL DEFAULT 0,
  security_stamp INTEGER NOT NULL DEFAULT 0,
  login_challenge TEXT,
  login_challenge_expires_at INTEGER,
  second_factor_locked_at INTEGER
);

CREATE TABLE IF NOT EXISTS invitations (
  seq INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  email TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  role TEXT NOT NULL,
  doctor_id TEXT,
  code_hash TEXT NOT NULL UNIQUE,
  invited_by TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS sessions (
  seq INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  subject_id TEXT NOT NULL,
  role TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  revoked INTEGER NOT NULL DEFAULT 0
);
-- Ending every session of a patient (password reset or change, log out everywhere).
CREATE INDEX IF NOT EXISTS sessions_subject ON sessions (subject_id);

CREATE TABLE IF NOT EXISTS consents (
  seq INTEGER PRIMARY KEY,
  user_id TEXT NOT NULL,
  notice_version TEXT NOT NULL,
  purposes TEXT NOT NULL,
  given_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS consents_user ON consents (user_id, seq);

CREATE TABLE IF NOT EXISTS limits (
  key TEXT PRIMARY KEY,
  hits INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);

-- Work done once ever, by whichever process claims it first (the demo seed: claimOnce, index.ts).
CREATE TABLE IF NOT EXISTS claims (
  name TEXT PRIMARY KEY,
  claimed_at INTEGER NOT NULL
) WITHOUT ROWID;

-- The clinic's settings changed in the console (store/types.ts, SettingsRepository): one row a
-- setting, its value JSON.
CREATE TABLE IF NOT EXISTS settings (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS jobs (
  name TEXT PRIMARY KEY,
  next_run_at INTEGER NOT NULL,
  lease_until INTEGER NOT NULL,
  last_run_at INTEGER
);

-- Heartbeats (src/components/health/service.ts): the latest beat (ms) of each name, and how many
-- there were (so that every beat changes the row: sqlite writes nothing for an unchanged one).
CREATE TABLE IF NOT EXISTS heartbeats (
  name TEXT PRIMARY KEY,
  at INTEGER NOT NULL,
  beats INTEGER NOT NULL
);

-- Reminders claimed for sending (src/components/appointments/reminders.ts): the primary key keeps
-- one row of each (appointment, offset, slot), across processes and restarts. A claim holds it
-- until lease_until (ms); sent_at (ms) is written once its mail went. A row with no sent_at whose
-- lease has ended may be claimed again. A row of an older build, whose claims had no lease, has
-- neither (NULL) and is never claimed again, as it was then. starts_at is the visit's start (ms),
-- by which the schedule purges them.
CREATE TABLE IF NOT EXISTS reminders (
  appointment_id TEXT NOT NULL,
  offset_hours INTEGER NOT NULL,
  slot_key TEXT NOT NULL,
  starts_at INTEGER NOT NULL,
  claimed_at INTEGER NOT NULL,
  lease_until INTEGER,
  sent_at INTEGER,
  PRIMARY KEY (appointment_id, offset_hours, slot_key)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS reminders_starts_at ON reminders (starts_at);

CREATE TABLE IF NOT EXISTS otps (
  email TEXT PRIMARY KEY,
  code_hash TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE IF NOT EXISTS appointments (
  seq INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  -- no reference to users: an erased patient's appointments stay, with an id that names nobody
  -- (SqliteDatabase.dropPatientReference rebuilds a table made with one)
  user_id TEXT NOT NULL,
  doc_id TEXT NOT NULL REFERENCES doctors(id),
  slot_date TEXT NOT NULL,
  slot_time TEXT NOT NULL,
  -- slot_date as YYYYMMDD, so that date ranges compare and sort
  slot_day INTEGER NOT NULL,
  doc_data TEXT NOT NULL,
  user_data TEXT NOT NULL,
  amount INTEGER NOT NULL,
  booked_at TEXT NOT NULL,
  cancelled INTEGER NOT NULL DEFAULT 0,
  payment INTEGER NOT NULL DEFAULT 0,
  is_completed INTEGER NOT NULL DEFAULT 0,
  proof_status TEXT NOT NULL DEFAULT 'none',
  payment_proof TEXT NOT NULL,
  -- the upper-cased transaction ID of the current proof (every ID ever sent: transaction_ids)
  proof_txn TEXT,
  proof_decided_at INTEGER,
  -- set when a paid or proof-pending appointment is cancelled: 'due', then 'refunded'
  refund_status TEXT,
  refund_reference TEXT,
  refunded_on TEXT,
  -- the family member the visit is for, as JSON (memberId, name, relation, dob); NULL: the holder
  patient TEXT,
  -- the series the appointment is a session of; NULL for a single booking
  series_id TEXT,
  -- whether the patient came, marked by staff after the visit's end: 'attended' or 'missed'
  attendance TEXT
);

-- one live appointment per slot: the atomic booking rule
CREATE UNIQUE INDEX IF NOT EXISTS appointments_live_slot
  ON appointments (doc_id, slot_date, slot_time) WHERE cancelled = 0;
CREATE UNIQUE INDEX IF NOT EXISTS appointments_proof_txn
  ON appointments (proof_txn) WHERE proof_txn IS NOT NULL;
CREATE INDEX IF NOT EXISTS appointments_user ON appointments (user_id, seq);
CREATE INDEX IF NOT EXISTS appointments_series
  ON appointments (series_id, slot_day, slot_time) WHERE series_id IS NOT NULL;
CREATE INDEX IF NOT EXISTS appointments_day ON appointments (slot_day, slot_time);
CREATE INDEX IF NOT EXISTS appointments_doc_day ON appointments (doc_id, slot_day, slot_time);
CREATE INDEX IF NOT EXISTS appointments_proof_status ON appointments (proof_status, proof_decided_at);
-- The refunds still to make: few rows, in the list's order.
CREATE INDEX IF NOT EXISTS appointments_refund_due ON appointments (slot_day, slot_time, seq)
  WHERE refund_status = 'due';
-- The operator's status filters (SqliteAppointments.list): cancelled or not, then the list's
-- slot order, with payment and proof state at hand. Each filter's page is read in order without
-- a sort and its count from this index alone; without it a year of appointments (100,000) took
-- 30 to 190 ms per count (bench/data-scale.ts).
CREATE INDEX IF NOT EXISTS appointments_state_day
  ON appointments (cancelled, slot_day, slot_time, seq, payment, proof_status);

-- The dashboard's missed-visit counts per doctor and month (SqliteAppointments.countMarkedByDoctor):
-- the marked rows only, read from the index alone.
CREATE INDEX IF NOT EXISTS appointments_attendance
  ON appointments (slot_day, doc_id, attendance, cancelled) WHERE attendance IS NOT NULL;

-- Every transaction ID ever sent (upper-cased, rules.ts transactionKey) with the appointment it
-- was sent for, never deleted: an ID keeps paying for that one appointment even after its proof
-- was rejected and replaced. Written in the proof's own transaction.
CREATE TABLE IF NOT EXISTS transaction_ids (
  txn TEXT PRIMARY KEY,
  appointment_id TEXT NOT NULL
);

-- Receipts and credit notes (docs/decisions.md, Receipts): each kind numbered from 1 with no
-- gap (the next number is taken inside the issuing write transaction, SqliteReceipts), one of each
-- kind per appointment. Rows are never deleted, so no number is ever given twice.
CREATE TABLE IF NOT EXISTS receipts (
  kind TEXT NOT NULL,
  number INTEGER NOT NULL,
  appointment_id TEXT NOT NULL,
  issued_at INTEGER NOT NULL,
  -- a receipt: when the payment was approved (ms)
  approved_at INTEGER,
  -- a credit note: the refund, as JSON {upiReference, refundedOn, amount}
  refund TEXT,
  PRIMARY KEY (kind, number),
  UNIQUE (kind, appointment_id)
);

CREATE TABLE IF NOT EXISTS blogs (
  seq INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  content TEXT NOT NULL,
  author TEXT NOT NULL,
  media_url TEXT NOT NULL,
  media_type TEXT NOT NULL,
  created_at TEXT NOT NULL,
  language TEXT NOT NULL DEFAULT 'en'
);
CREATE INDEX IF NOT EXISTS blogs_created ON blogs (created_at DESC, seq DESC);

CREATE TABLE IF NOT EXISTS blog_likes (
  seq INTEGER PRIMARY KEY,
  blog_id TEXT NOT NULL REFERENCES blogs(id) ON DELETE CASCADE,
  user_id TEXT NOT NULL,
  UNIQUE (blog_id, user_id)
);
CREATE INDEX IF NOT EXISTS blog_likes_user ON blog_likes (user_id);

CREATE TABLE IF NOT EXISTS messages (
  seq INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  subject TEXT NOT NULL,
  phone TEXT NOT NULL,
  message TEXT NOT NULL,
  created_at TEXT NOT NULL,
  read INTEGER NOT NULL DEFAULT 0,
  -- The signed-in sender's account; NULL for a message sent without one.
  user_id TEXT
);
CREATE INDEX IF NOT EXISTS messages_user ON messages (user_id);

-- Patients' export and erasure requests (docs/decisions.md, Patients' rights).
CREATE TABLE IF NOT EXISTS data_requests (
  seq INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  kind TEXT NOT NULL,
  patient_id TEXT NOT NULL,
  at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS data_requests_at ON data_requests (at DESC, seq DESC);
CREATE INDEX IF NOT EXISTS data_requests_patient ON data_requests (patient_id, at);

CREATE TABLE IF NOT EXISTS audit (
  seq INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  actor_id TEXT NOT NULL,
  actor_email TEXT NOT NULL,
  action TEXT NOT NULL,
  target_type TEXT NOT NULL,
  target_id TEXT NOT NULL,
  before TEXT NOT NULL,
  after TEXT NOT NULL,
  at TEXT NOT NULL,
  actor_role TEXT NOT NULL DEFAULT '',
  patient_ids TEXT NOT NULL DEFAULT '[]'
);
CREATE INDEX IF NOT EXISTS audit_at ON audit (at DESC, seq DESC);
CREATE INDEX IF NOT EXISTS audit_actor_id ON audit (actor_id, at DESC, seq DESC);
CREATE INDEX IF NOT EXISTS audit_actor_email ON audit (actor_email, at DESC, seq DESC);
CREATE INDEX IF NOT EXISTS audit_action ON audit (action, at DESC, seq DESC);

-- One row per patient an audit entry names (its patient_ids), so the patient filter is a lookup.
CREATE TABLE IF NOT EXISTS audit_patients (
  patient_id TEXT NOT NULL,
  audit_seq INTEGER NOT NULL REFERENCES audit (seq) ON DELETE CASCADE,
  PRIMARY KEY (patient_id, audit_seq)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS audit_patients_entry ON audit_patients (audit_seq);

-- answers and results are JSON sealed under FIELD_SEAL_KEY (src/libraries/patient-fields.ts);
-- one intake per appointment, whatever saves run at once.
CREATE TABLE IF NOT EXISTS intakes (
  seq INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  user_id TEXT NOT NULL,
  appointment_id TEXT NOT NULL UNIQUE,
  doc_id TEXT NOT NULL,
  kind TEXT NOT NULL,
  status TEXT NOT NULL,
  answers TEXT NOT NULL,
  results TEXT NOT NULL,
  saved_at INTEGER NOT NULL,
  submitted_at INTEGER
);
CREATE INDEX IF NOT EXISTS intakes_user ON intakes (user_id, seq);

-- One alert per intake, across processes; open until the call-back is recorded (its outcome sealed).
CREATE TABLE IF NOT EXISTS safety_alerts (
  seq INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  intake_id TEXT NOT NULL UNIQUE,
  user_id TEXT NOT NULL,
  appointment_id TEXT NOT NULL,
  raised_at INTEGER NOT NULL,
  call_back TEXT
);
CREATE INDEX IF NOT EXISTS safety_alerts_user ON safety_alerts (user_id, seq);
CREATE INDEX IF NOT EXISTS safety_alerts_open ON safety_alerts (raised_at) WHERE call_back IS NULL;

-- The people an account holder books for (packages/contracts/src/family.ts); the medical fields
-- sealed under FIELD_SEAL_KEY like the holder's own.
CREATE TABLE IF NOT EXISTS family_members (
  seq INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  holder_id TEXT NOT NULL,
  name TEXT NOT NULL,
  dob TEXT NOT NULL,
  relation TEXT NOT NULL,
  gender TEXT NOT NULL,
  blood_group TEXT NOT NULL DEFAULT '',
  allergy TEXT NOT NULL DEFAULT '',
  medical_condition TEXT NOT NULL DEFAULT ''
);
CREATE INDEX IF NOT EXISTS family_members_holder ON family_members (holder_id, seq);
-- A doctor's waiting list (store/types.ts, WaitlistRepository): one entry per patient and doctor;
-- wish is JSON; until_day is the last day as YYYYMMDD, for the purge of ended entries.
CREATE TABLE IF NOT EXISTS waitlist_entries (
  seq INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  user_id TEXT NOT NULL,
  doc_id TEXT NOT NULL,
  wish TEXT NOT NULL,
  until TEXT NOT NULL,
  until_day INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  UNIQUE (user_id, doc_id)
);
CREATE INDEX IF NOT EXISTS waitlist_entries_doctor ON waitlist_entries (doc_id, created_at, seq);
CREATE INDEX IF NOT EXISTS waitlist_entries_until ON waitlist_entries (until_day);

-- Freed times offered to waiting patients: at most one open offer of a time, across processes.
CREATE TABLE IF NOT EXISTS waitlist_offers (
  seq INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  entry_id TEXT NOT NULL,
  user_id TEXT NOT NULL,
  doc_id TEXT NOT NULL,
  slot_date TEXT NOT NULL,
  slot_time TEXT NOT NULL,
  offered_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  status TEXT NOT NULL DEFAULT 'open',
  passed_on INTEGER NOT NULL DEFAULT 0
);
CREATE UNIQUE INDEX IF NOT EXISTS waitlist_offers_open_time
  ON waitlist_offers (doc_id, slot_date, slot_time) WHERE status = 'open';
CREATE INDEX IF NOT EXISTS waitlist_offers_time ON waitlist_offers (doc_id, slot_date, slot_time);
CREATE INDEX IF NOT EXISTS waitlist_offers_user ON waitlist_offers (user_id, seq);
CREATE INDEX IF NOT EXISTS waitlist_offers_to_pass_on ON waitlist_offers (seq)
  WHERE status IN ('declined', 'expired') AND passed_on = 0;
`;
