/**
 * The staff members' authenticator apps in the journeys: the key each one enrolled, read off the
 * console as a person would type it into their app, kept in the server's data folder so every
 * journey file (one worker, run after another) logs in with the same app. A code is accepted
 * once per 30-second step, so the next login uses a later step, waiting when it must.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { generateSync } from 'otplib';
import { E2E } from './env';

interface App {
  secret: string;
  /** The last 30-second step whose code was used. */
  lastStep: number;
}

const PERIOD = 30;
const appsFile = join(E2E.dataDir, 'e2e-authenticators.json');

async function apps(): Promise<Record<string, App>> {
  return JSON.parse(await readFile(appsFile, 'utf8').catch(() => '{}')) as Record<string, App>;
}

export async function enrolApp(email: string, key: string): Promise<void> {
  const all = await apps();
  all[email.toLowerCase()] = { secret: key.replace(/\s/g, ''), lastStep: 0 };
  await writeFile(appsFile, JSON.stringify(all));
}

/**
 * The app's code for the next login: the current step, or the next one (the API accepts a step
 * either side) when the current one was used; later than that, it waits for the clock.
 */
export async function nextCode(email: string): Promise<string> {
  const all = await apps();
  const app = all[email.toLowerCase()];
  if (!app) throw new Error(`No authenticator app was enrolled for ${email}`);
  const current = Math.floor(Date.now() / 1000 / PERIOD);
  const step = Math.max(current, app.lastStep + 1);
  if (step > current + 1)
    await new Promise((resolve) => setTimeout(resolve, (step - 1) * PERIOD * 1000 - Date.now()));
  app.lastStep = step;
  await writeFile(appsFile, JSON.stringify(all));
  return generateSync({ secret: app.secret, epoch: step * PERIOD });
}
