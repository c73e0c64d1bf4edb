/**
 * The web app's server entry (apps/web/src/entry-server.tsx, built into apps/web/dist-server
 * beside WEB_DIST), loaded once. Without that build the site is served as the plain index.html,
 * rendered in the browser only.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RenderPage } from '@clinic/contracts';
import type { Logger } from '../../libraries/logger.js';

/** `<web>/dist-server/entry-server.js` for a WEB_DIST of `<web>/dist`. */
export const serverEntryOf = (webDist: string) =>
  path.join(path.dirname(path.resolve(webDist)), 'dist-server', 'entry-server.js');

export async function loadRenderer(webDist: string, logger: Logger): Promise<RenderPage | null> {
  const entry = serverEntryOf(webDist);
  if (!existsSync(entry)) {
    logger.info(`No server build at ${entry}: pages are rendered in the browser only`);
    return null;
  }
  const loaded = (await import(pathToFileURL(entry).href)) as { render?: unknown };
  if (typeof loaded.render !== 'function') throw new Error(`${entry} exports no render function`);
  return loaded.render as RenderPage;
}
