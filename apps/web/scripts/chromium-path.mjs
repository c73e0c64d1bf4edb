// The one browser lookup of the web app's tooling (scripts/bench-web.mjs, e2e/run.mjs, which hands
// its answer to playwright.config.ts as E2E_BROWSER): CHROMIUM_PATH when it is set, else the
// distribution's Chromium (Debian's /usr/bin/chromium, Ubuntu's chromium-browser), else the
// browser Playwright downloaded.
import { accessSync, constants } from 'node:fs';
import { chromium } from '@playwright/test';

const SYSTEM_CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The Chromium to launch, or null. A CHROMIUM_PATH that is not there is not replaced by another. */
export function findChromium() {
  const chosen = process.env.CHROMIUM_PATH;
  if (chosen) return isExecutable(chosen) ? chosen : null;
  return [...SYSTEM_CHROMIUM, chromium.executablePath()].find(isExecutable) ?? null;
}

/** Where findChromium looked, for the message when it found nothing. */
export function chromiumSearched() {
  const chosen = process.env.CHROMIUM_PATH;
  if (chosen) return `no Chromium at CHROMIUM_PATH (${chosen})`;
  return `no Chromium at ${SYSTEM_CHROMIUM.join(' or ')} and no Playwright browser (${chromium.executablePath()}); set CHROMIUM_PATH`;
}
