import type { ServerResponse } from 'node:http';

/**
 * Helmet's headers that only mean something on a document. A script, a style sheet, a picture or a video
 * shown inside a page is not one, so on them these are bytes sent for nothing: about 1 kB a file, most of
 * it the CSP, on every request of a first visit.
 */
const DOCUMENT_ONLY = [
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
] as const;

/** Files a browser only runs or shows inside a page, with or without the build's `.br`/`.gz` suffix. */
const SUBRESOURCE = /\.(js|css|webp|png|jpe?g|webm|mp4|woff2?)(\.br|\.gz)?$/;
/** An SVG opened on its own is a document; the site's pictures load nothing and run nothing. */
const SVG = /\.svg(\.br|\.gz)?$/;
/** All an SVG of the site's needs: nothing (its pictures have no scripts, styles, fonts or links). */
export const SVG_CSP = "default-src 'none'";

/**
 * Trims the security headers of a static file to what protects it. Every file keeps
 * `X-Content-Type-Options: nosniff` and `Cross-Origin-Resource-Policy`; an SVG keeps a CSP of its own
 * that allows nothing; other files drop the document-only headers. Pages are not static files here.
 *
 * @param res - the response @fastify/static is about to send (Helmet wrote on it)
 * @param path - the file's path on disk
 */
export function trimStaticFileHeaders(res: ServerResponse, path: string): void {
  const svg = SVG.test(path);
  if (!svg && !SUBRESOURCE.test(path)) return;
  for (const name of DOCUMENT_ONLY) res.removeHeader(name);
  if (svg) res.setHeader('content-security-policy', SVG_CSP);
}
