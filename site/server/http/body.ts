import type { FastifyInstance } from 'fastify';
import { ApiError, API_MESSAGES } from './errors';

/**
 * Makes a plugin scope accept JSON bodies only. Fastify also parses text/plain by default, which is the
 * one body type a cross-site HTML form can send without a preflight; refusing it costs nothing because
 * the site's client always sends JSON (SPEC.md section 7).
 */
export function acceptJsonOnly(scope: FastifyInstance): void {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser(
    'application/json',
    { parseAs: 'string' },
    scope.getDefaultJsonParser('error', 'error'),
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
