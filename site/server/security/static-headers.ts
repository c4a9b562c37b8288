import type { HeaderList } from './headers';

/**
 * Helmet's headers that only mean something on a document. A script, a style sheet, a picture or a video
 * shown inside a page is not one, so on them these are bytes sent for nothing: about 1 kB a file, most of
 * it the CSP, on every request of a first visit.
 */
const DOCUMENT_ONLY: ReadonlySet<string> = new Set([
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'permissions-policy',
  'referrer-policy',
  'strict-transport-security',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
]);

/** Files a browser only runs or shows inside a page, with or without the build's `.br`/`.gz` suffix. */
const SUBRESOURCE = /\.(js|css|webp|png|jpe?g|webm|mp4|woff2?)(\.br|\.gz)?$/;
/** An SVG opened on its own is a document; the site's pictures load nothing and run nothing. */
const SVG = /\.svg(\.br|\.gz)?$/;
/** All an SVG of the site's needs: nothing (its pictures have no scripts, styles, fonts or links). */
export const SVG_CSP = "default-src 'none'";

/**
 * The API's answers and the site's JSON files: data a browser never runs. Opened on their own they are a
 * document, so they keep a CSP, one that allows nothing and no framing (the usual advice for a JSON API);
 * a page's long CSP and Permissions-Policy say nothing about JSON.
 */
const DATA = /^\/api\/|\.json$/;
/** All a JSON answer needs of a CSP: nothing loads, nothing frames it. */
export const DATA_CSP = "default-src 'none'; frame-ancestors 'none'";
/** The document headers a JSON answer keeps besides a subresource's (and {@link DATA_CSP}). */
const DATA_KEEPS: ReadonlySet<string> = new Set(['strict-transport-security', 'x-frame-options']);

/** Response headers by lower-case name, made once and handed to `reply.headers` as they are. */
export type HeaderRecord = Readonly<Record<string, string>>;

/** The security headers for each kind of response, each made once. */
export interface SecurityHeaderSets {
  /** Pages, the API and anything else: every header. */
  readonly document: HeaderRecord;
  /** Scripts, style sheets, raster pictures, video: `X-Content-Type-Options`, `Cross-Origin-Resource-Policy`. */
  readonly subresource: HeaderRecord;
  /** SVG files: as a subresource, plus a CSP that allows nothing. */
  readonly svg: HeaderRecord;
  /** The API and the JSON files: as a subresource, plus {@link DATA_CSP}, `X-Frame-Options` and HSTS. */
  readonly data: HeaderRecord;
}

/**
 * Trims the document's security headers to what protects each kind of static file and the API's data.
 * Every one keeps `X-Content-Type-Options: nosniff` and `Cross-Origin-Resource-Policy`; an SVG keeps a
 * CSP of its own that allows nothing, JSON one that allows nothing and no framing (with
 * `X-Frame-Options` and HSTS); other files drop the document-only headers.
 *
 * @param document - every security header of a document (security/headers.ts)
 */
export function securityHeaderSets(document: HeaderList): SecurityHeaderSets {
  const subresource = document.filter(([name]) => !DOCUMENT_ONLY.has(name));
  const record = (list: HeaderList): HeaderRecord => Object.freeze(Object.fromEntries(list));
  return {
    document: record(document),
    subresource: record(subresource),
    svg: record([...subresource, ['content-security-policy', SVG_CSP]]),
    data: record([
      ...document.filter(([name]) => !DOCUMENT_ONLY.has(name) || DATA_KEEPS.has(name)),
      ['content-security-policy', DATA_CSP],
    ]),
  };
}

/**
 * The security headers of a route: by the file a static route serves, the API's and JSON's, else a
 * document's. A route is
 * judged by its registered path (a static file's own path), never by the requested URL, so a missing
 * `/x.js` answered by the 404 page still gets a page's headers.
 *
 * @param sets - the lists from {@link securityHeaderSets}
 * @param routePath - the route's registered path; undefined for the not-found handler
 */
export function securityHeadersOfRoute(
  sets: SecurityHeaderSets,
  routePath: string | undefined,
): HeaderRecord {
  if (routePath === undefined) return sets.document;
  if (SVG.test(routePath)) return sets.svg;
  if (DATA.test(routePath)) return sets.data;
  return SUBRESOURCE.test(routePath) ? sets.subresource : sets.document;
}
