/**
 * The security headers of every answer, from one helmet middleware: Express runs it first, and
 * the fast path (src/fast-path.ts) runs the same function before its reads.
 */
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
