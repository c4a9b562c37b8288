import type { FastifyRequest } from 'fastify';

/** Why a request was judged to come from another site. */
export type CrossSiteReason = 'sec-fetch-site' | 'origin';

/**
 * Sec-Fetch-Site values a genuine request from our own pages can carry: same-origin for the site's
 * fetches, none for a request the person made directly. same-site is refused too: a sibling subdomain is
 * not this site.
 */
const OWN_FETCH_SITES = new Set(['same-origin', 'none']);

/**
 * Checks where a state-changing request comes from, before its token is even looked at: modern browsers
 * say so in Sec-Fetch-Site, and every browser sends Origin on a cross-origin POST.
 *
 * - Sec-Fetch-Site, when present, must be same-origin or none.
 * - Origin, when present, must be `publicOrigin` when one is configured; otherwise its host must be the
 *   request's Host (behind a TLS-terminating proxy the scheme the server sees may differ from the
 *   browser's, so only the host is compared then).
 * - A request with neither header (curl, very old browsers) passes here; the CSRF token still guards it.
 *
 * @param request - the request
 * @param publicOrigin - the site's public origin (e.g. `https://example.org`), or null
 * @returns null when the request is same-origin as far as the headers tell, else the reason
 */
export function crossSiteReason(
  request: FastifyRequest,
  publicOrigin: string | null,
): CrossSiteReason | null {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite !== undefined && !OWN_FETCH_SITES.has(fetchSite.toLowerCase())) return 'sec-fetch-site';
  const origin = request.headers.origin;
  if (origin === undefined) return null;
  if (publicOrigin !== null) return origin === publicOrigin ? null : 'origin';
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return 'origin'; // includes the literal "null" a sandboxed or privacy-redirected page sends
  }
  return url.host !== '' && url.host === hostAs(url.protocol, request.host) ? null : 'origin';
}

/** The Host header as a URL of the Origin's scheme would write it (an explicit default port dropped). */
function hostAs(protocol: string, host: string): string | null {
  try {
    return new URL(`${protocol}//${host}`).host;
  } catch {
    return null;
  }
}
