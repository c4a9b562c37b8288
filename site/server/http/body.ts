import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, API_MESSAGES } from './errors';

/**
 * Makes a plugin scope accept JSON bodies only. Fastify also parses text/plain by default, which a
 * cross-site HTML form can send without a preflight; refusing it costs nothing because the site's client
 * sends JSON, or multipart form data to the form endpoints
 * ({@link acceptMultipartFields}).
 */
export function acceptJsonOnly(scope: FastifyInstance): void {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser(
    'application/json',
    { parseAs: 'string' },
    scope.getDefaultJsonParser('error', 'error'),
  );
}

/** Reads a multipart body's text fields; a file part, or a body that is not multipart, is refused. */
async function multipartFields(request: FastifyRequest, body: Buffer): Promise<Record<string, string>> {
  let data: FormData;
  try {
    // The platform's own parser (undici); fastify has already applied the route's body limit.
    data = await new Response(new Uint8Array(body), {
      headers: { 'content-type': request.headers['content-type'] ?? '' },
    }).formData();
  } catch {
    throw new ApiError(400, { message: API_MESSAGES.badMultipart });
  }
  const fields = new Map<string, string>();
  for (const [name, value] of data) {
    if (typeof value !== 'string') throw new ApiError(400, { message: API_MESSAGES.noFiles });
    // A repeated name keeps its first value, as a form field is one value.
    if (!fields.has(name)) fields.set(name, value);
  }
  // fromEntries defines own properties, so a field named __proto__ stays a plain field.
  return Object.fromEntries(fields);
}

/**
 * Makes a scope (the form endpoints) accept multipart form data besides JSON: the generic form submission
 * of the site (a form's fields sent as they are) posts its fields that way. The body is read under the route's own body limit (413
 * above it), its text fields become the same plain record a JSON body gives, and files are refused. A
 * cross-site page could send this type without a preflight, so the origin check and the CSRF token (a
 * header no other site can set) are what stop forgeries, as for JSON.
 */
export function acceptMultipartFields(scope: FastifyInstance): void {
  scope.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'buffer' },
    (request: FastifyRequest, body: string | Buffer) =>
      multipartFields(request, typeof body === 'string' ? Buffer.from(body) : body),
  );
}

/** A parsed JSON body that is a plain object, or a 400 in the API's error shape. */
export function jsonRecord(body: unknown): Readonly<Record<string, unknown>> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ApiError(400, { message: API_MESSAGES.notJsonObject });
  }
  return body as Record<string, unknown>;
}

/** An own property of a record (never one inherited from Object.prototype). */
export function own(record: Readonly<Record<string, unknown>>, key: string): unknown {
  return Object.prototype.hasOwnProperty.call(record, key) ? record[key] : undefined;
}

/** C0 controls, DEL and C1 controls: never part of a name, an address or an email address. */
function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code <= 0x1f || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}
/** A UTF-16 surrogate without its partner: JSON allows it, PostgreSQL text and SMTP do not. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Whether a text can be stored and mailed as it is: no control characters, well-formed Unicode. */
export function isCleanText(text: string): boolean {
  return !hasControlCharacter(text) && !LONE_SURROGATE.test(text);
}
