import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { asksForFile } from './spa';

// Only this origin, plus what Google Identity Services needs for the sign-in button and inline
// style attributes (React). Images only from here and data: URLs, so no stored text can make the
// browser call a tracker (a remote avatar falls back to initials).
const GSI = 'https://accounts.google.com/gsi/';

// The app uses none of these browser features: deny them to any script or frame that asks.
// Only features Chromium recognises: any other name (bluetooth) is a warning in every page's console.
const PERMISSIONS_POLICY = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

const isApi = (url: string) => url === '/v1' || url.startsWith('/v1/') || url.startsWith('/v1?');

// Two fixed sets, computed once (running helmet's middleware chain on every request cost a tenth
// of a cached API call, decision 003). Pages and assets get the document policy. JSON answers get
// the short policy recommended for APIs: nothing may load or frame them, no cache keeps them.
const API_HEADERS: Array<[string, string]> = [
  ['content-security-policy', "default-src 'none'; frame-ancestors 'none'"],
  ['x-content-type-options', 'nosniff'],
  ['x-frame-options', 'DENY'],
  ['referrer-policy', 'no-referrer'],
  ['strict-transport-security', 'max-age=31536000; includeSubDomains'],
  ['cross-origin-resource-policy', 'same-origin'],
  ['permissions-policy', PERMISSIONS_POLICY],
  ['cache-control', 'no-store'],
];

// The build's scripts, styles and images are never documents: framing, opener,
// feature and HSTS policies mean nothing on them, and over HTTP/1.1 each response would carry
// them again (half a kilobyte, on every chunk of a first load). What applies to a subresource
// stays: the CSP (an image opened on its own is a document; a worker runs under its own script's
// policy), nosniff, CORP and the referrer policy (for what a stylesheet or module loads).
const SUBRESOURCE_HEADERS = new Set([
  'content-security-policy',
  'x-content-type-options',
  'cross-origin-resource-policy',
  'referrer-policy',
]);
const pathOf = (url: string) => url.split('?')[0];
/** A file of the build other than a page: a script, style or image (`index.html` is a page). */
const isAsset = (url: string) => asksForFile(pathOf(url)) && !/\.html?$/i.test(pathOf(url));
/**
 * A script the page runs, which obeys the page's CSP, never its own: all of the build's scripts
 * but the workers' entries (`*-worker.ts` in src/, `*-worker-<hash>.js` built).
 */
const isPageScript = (url: string) => /\.m?js$/.test(pathOf(url)) && !/-worker-[\w-]+\.js$/.test(pathOf(url));

export interface SecurityHeaderOptions {
  /** `'sha256-…'` sources of the page's own inline scripts (server/http/built-page.ts). */
  inlineScriptHashes?: string[];
}

export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: SecurityHeaderOptions = {},
): Promise<void> {
  const documentHeaders: Array<[string, string]> = [
    ...helmetHeaders(options.inlineScriptHashes ?? []),
    ['permissions-policy', PERMISSIONS_POLICY],
  ];
  const assetHeaders = documentHeaders.filter(([name]) => SUBRESOURCE_HEADERS.has(name));
  const pageScriptHeaders = assetHeaders.filter(([name]) => name !== 'content-security-policy');
  const headersFor = (url: string) => {
    if (isApi(url)) return API_HEADERS;
    if (!isAsset(url)) return documentHeaders;
    return isPageScript(url) ? pageScriptHeaders : assetHeaders;
  };
  app.addHook('onRequest', (request, reply, done) => {
    // Set on the raw response, so error answers keep them; a route's own header (the event
    // stream's Cache-Control) still wins.
    for (const [name, value] of headersFor(request.url)) reply.raw.setHeader(name, value);
    done();
  });
}

/** The headers helmet sets for our options, read off a recording response. */
function helmetHeaders(inlineScriptHashes: string[]): Array<[string, string]> {
  const recorded = new Map<string, string>();
  // A recorder, not a socket: helmet only calls these two, so it stands in for a ServerResponse.
  const response = {
    setHeader: (name: string, value: unknown) => recorded.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => recorded.delete(name.toLowerCase()),
  };
  let finished = false;
  helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScriptHashes, `${GSI}client`],
        styleSrc: ["'self'", "'unsafe-inline'", `${GSI}style`],
        frameSrc: [GSI],
        connectSrc: ["'self'", GSI],
        imgSrc: ["'self'", 'data:'],
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
  })({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
    finished = true;
  });
  // helmet runs synchronously; if a version ever did not, the headers would be silently missing.
  if (!finished || recorded.size === 0) throw new Error('helmet did not set its headers synchronously');
  return [...recorded];
}
