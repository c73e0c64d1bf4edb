/**
 * The security headers of every answer, from one helmet middleware: Express runs it first, and
 * the fast path (src/fast-path.ts) sends the very headers it sets, recorded once (`headerList`).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { ResolvedConfig } from '../env.js';

const YEAR_SECONDS = 31_536_000;

export type SecurityHeaders = ReturnType<typeof helmet>;

export function securityHeaders(config: ResolvedConfig): SecurityHeaders {
  const mapOrigin = new URL(config.clinic.mapEmbedUrl).origin;
  return helmet({
    strictTransportSecurity: { maxAge: YEAR_SECONDS, includeSubDomains: true },
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Photos may come from Cloudinary or a blog's media URL; the UPI QR code is a data: image.
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        mediaSrc: ["'self'", 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: [mapOrigin, 'https://www.youtube-nocookie.com', 'https://www.youtube.com'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        // Plain-http local runs (npm start, the browser tests) must keep working.
        upgradeInsecureRequests: config.nodeEnv === 'production' ? [] : null,
      },
    },
    crossOriginResourcePolicy: {
      policy: config.corsOrigins.length > 0 ? 'cross-origin' : 'same-origin',
    },
  });
}

/**
 * The headers `middleware` sets, as name, value, name, value...: what the fast path gives
 * writeHead in one go, where helmet would set a dozen headers one by one on every answer. Our
 * options hold no per-request value (no nonce), so one run records them all; the app's tests
 * compare a fast-path answer's headers with Express's.
 */
export function headerList(middleware: SecurityHeaders): readonly string[] {
  const list: string[] = [];
  const recorder = {
    setHeader(name: string, value: unknown) {
      list.push(name, String(value));
    },
    removeHeader() {},
  };
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return list;
}
