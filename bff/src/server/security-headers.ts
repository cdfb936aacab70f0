import type { RequestHandler } from 'express';
import helmet from 'helmet';
import type { BffConfig } from '../config/config.ts';

/** The players the scholarship page embeds (bff/src/scholarships/video.ts only emits these). */
export const VIDEO_FRAME_ORIGINS = [
  'https://www.youtube-nocookie.com',
  'https://www.youtube.com',
  'https://player.vimeo.com',
];

// Apollo's sandbox page (GET /graphql outside production) loads its code, styles and frame from Apollo's CDN.
const SANDBOX_CDNS = [
  'https://apollo-server-landing-page.cdn.apollographql.com',
  'https://embeddable-sandbox.cdn.apollographql.com',
  'https://embeddable-explorer.cdn.apollographql.com',
];

const sharedDirectives = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  objectSrc: ["'none'"],
  // No foreign page may frame ours (clickjacking on /admin or /change-password with a live session).
  frameAncestors: ["'none'"],
};

/**
 * Helmet on every answer: a script policy with no inline script (the built index.html has none),
 * styles inline for styled-components, frames only from the video players and our own blob:
 * previews of PDFs, HSTS only when the public address is https.
 */
export function securityHeaders(config: BffConfig): RequestHandler {
  const https = config.publicWebUrl.startsWith('https:');
  const common = {
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' as const },
    // The older header says what frame-ancestors 'none' says, for browsers that only read it.
    xFrameOptions: { action: 'deny' as const },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  };
  const forApp = helmet({
    ...common,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        ...sharedDirectives,
        // "Pay by card" posts its signed form to CMI's page (docs/payments.md, "Card payment (CMI)").
        formAction: ["'self'", ...(config.cmiGatewayOrigin ? [config.cmiGatewayOrigin] : [])],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Scholarship pictures may be an address on the web; uploaded files are previewed from blob: URLs.
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: [...VIDEO_FRAME_ORIGINS, 'blob:'],
        upgradeInsecureRequests: https ? [] : null,
      },
    },
  });
  const forSandbox = helmet({
    ...common,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        ...sharedDirectives,
        // The page's own inline scripts carry a nonce that its meta policy checks as well.
        scriptSrc: ["'self'", "'unsafe-inline'", ...SANDBOX_CDNS],
        styleSrc: ["'self'", "'unsafe-inline'", ...SANDBOX_CDNS, 'https://fonts.googleapis.com'],
        imgSrc: ["'self'", 'data:', ...SANDBOX_CDNS],
        fontSrc: ['https://fonts.gstatic.com'],
        manifestSrc: SANDBOX_CDNS,
        connectSrc: ["'self'", ...SANDBOX_CDNS],
        frameSrc: ['https://sandbox.embed.apollographql.com', 'https://explorer.embed.apollographql.com'],
      },
    },
  });
  const sandboxPage = config.env !== 'production';
  return (req, res, next) => {
    if (sandboxPage && req.method === 'GET' && req.path === '/graphql') return forSandbox(req, res, next);
    forApp(req, res, next);
  };
}

/** Answers of /graphql to a signed-in caller are theirs alone: never kept by a browser or a proxy. */
export const noStoreForSignedIn: RequestHandler = (req, res, next) => {
  if (req.get('authorization')) res.setHeader('Cache-Control', 'no-store');
  next();
};
