import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

// Only this origin, plus what Google Identity Services needs for the sign-in button, plus inline
// style attributes (React) and avatar images from anywhere secure.
const GSI = 'https://accounts.google.com/gsi/';

// The headers are built once: @fastify/helmet built helmet anew on every request, a tenth of a
// cached API call's time (decision 003).
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", `${GSI}client`],
        styleSrc: ["'self'", "'unsafe-inline'", `${GSI}style`],
        frameSrc: [GSI],
        connectSrc: ["'self'", GSI],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        scriptSrcAttr: ["'none'"],
      },
    },
    // GIS opens its popup and reads the referrer's origin; the stricter defaults break sign-in.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
  });
  app.addHook('onRequest', (request, reply, done) => setHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined)));
}
