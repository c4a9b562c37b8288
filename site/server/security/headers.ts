import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify from 'fastify';
import type { InlineSources } from '../prerendered';

/**
 * The third-party origins the site may use, and why. The CSP allows exactly these and nothing else.
 * Vimeo: the game videos in the video modal. reCAPTCHA: the bot check on forms.
 * Google Tag Manager: the analytics data layer (section 7).
 */
export const THIRD_PARTY = {
  vimeoPlayer: 'https://player.vimeo.com',
  vimeo: 'https://vimeo.com',
  vimeoImages: 'https://i.vimeocdn.com',
  recaptcha: 'https://www.google.com',
  recaptchaStatic: 'https://www.gstatic.com',
  tagManager: 'https://www.googletagmanager.com',
} as const;

/**
 * Browser features the site never uses, denied to it and to every frame it embeds (the Vimeo player,
 * reCAPTCHA), so a script that got in could not ask for a camera, a location or a payment.
 * `interest-cohort` and `browsing-topics` opt the site's visitors out of interest-based ad groups.
 * Fullscreen, autoplay and picture-in-picture are left at the browser's defaults: the video player uses
 * them. Only features Chromium knows are listed: an unknown one is reported as an error in its console.
 */
export const DENIED_FEATURES = [
  'accelerometer',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'interest-cohort',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
] as const;

/** The Permissions-Policy header's value: every {@link DENIED_FEATURES} allowed to no origin. */
export const PERMISSIONS_POLICY = DENIED_FEATURES.map((feature) => `${feature}=()`).join(', ');

/** A build without inline style or script (the server's tests use one). */
const NO_INLINE_SOURCES: InlineSources = { styleSrc: [], scriptSrc: [] };

/**
 * Security headers: a strict CSP and the usual hardening, via @fastify/helmet.
 *
 * @param inline - the hashes (`'sha256-...'`) of the pages' inline style sheet and inline script, computed
 *   at build (scripts/first-paint.ts); no other inline style or script, and no `style` attribute, is allowed
 */
export const helmetOptions = (inline: InlineSources = NO_INLINE_SOURCES): FastifyHelmetOptions => ({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: [
        "'self'",
        ...inline.scriptSrc,
        THIRD_PARTY.vimeoPlayer,
        THIRD_PARTY.recaptcha,
        THIRD_PARTY.recaptchaStatic,
        THIRD_PARTY.tagManager,
      ],
      styleSrc: ["'self'", ...inline.styleSrc],
      imgSrc: ["'self'", 'data:', THIRD_PARTY.vimeoImages, THIRD_PARTY.tagManager],
      fontSrc: ["'self'"],
      connectSrc: ["'self'", THIRD_PARTY.vimeo, THIRD_PARTY.vimeoPlayer],
      frameSrc: [THIRD_PARTY.vimeoPlayer, THIRD_PARTY.vimeo, THIRD_PARTY.recaptcha],
      mediaSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  // Share buttons open pop-ups and watch them close, which same-origin would break.
  crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  // The CSP's frame-ancestors 'none' says it for current browsers; X-Frame-Options says the same to old ones.
  frameguard: { action: 'deny' },
});

/** Response headers as name and value, lower-case names, in the order they are set. */
export type HeaderList = readonly (readonly [string, string])[];

/**
 * The security headers of a document, computed once: what Helmet writes with {@link helmetOptions}, and
 * {@link PERMISSIONS_POLICY}. @fastify/helmet builds a new Helmet middleware (and its CSP string) for
 * every request; the headers depend on nothing in the request, so the server computes them at start by
 * running Helmet once in a throwaway app, and sets the list on each response (security/static-headers.ts).
 *
 * @param inline - as for {@link helmetOptions}
 */
export async function documentSecurityHeaders(
  inline: InlineSources = NO_INLINE_SOURCES,
): Promise<HeaderList> {
  const probe = Fastify({ logger: false });
  try {
    await probe.register(helmet, helmetOptions(inline));
    // Helmet writes on the raw response in onRequest; Fastify adds its own headers only when it sends.
    probe.get('/', async (_request, reply) => reply.raw.getHeaders());
    const written = (await probe.inject({ url: '/' })).json<Record<string, string>>();
    return [
      ...Object.entries(written).map(([name, value]) => [name.toLowerCase(), value] as const),
      ['permissions-policy', PERMISSIONS_POLICY],
    ];
  } finally {
    await probe.close();
  }
}
