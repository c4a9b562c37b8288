import type { FastifyReply, FastifyRequest } from 'fastify';
import { compressedCopies } from './precompress';

/**
 * A response body in every encoding a browser may ask for, compressed once (at start, or once per page
 * and settings) with the build's settings (precompress.ts: brotli 11, gzip 9), never per request.
 */
export interface EncodedBody {
  readonly identity: Buffer;
  readonly br: Buffer;
  readonly gzip: Buffer;
}

/** Compresses a body once, in every encoding a browser may ask for, exactly as the build compresses files. */
export function encodeBody(body: string | Buffer): EncodedBody {
  const identity = typeof body === 'string' ? Buffer.from(body) : body;
  const { br, gz } = compressedCopies(identity);
  return { identity, br, gzip: gz };
}

const BROTLI = /\bbr\b/;
const GZIP = /\bgzip\b/;

/** The best encoding the request accepts: brotli, then gzip, else none. */
export function pickEncoding(request: FastifyRequest): 'br' | 'gzip' | null {
  const accepted = request.headers['accept-encoding'] ?? '';
  if (BROTLI.test(accepted)) return 'br';
  if (GZIP.test(accepted)) return 'gzip';
  return null;
}

/**
 * Sends an encoded body in the best encoding the request accepts, with its Content-Type, a
 * Content-Length and `Vary: accept-encoding`; the caller sets the status and the caching.
 */
export function sendEncoded(
  request: FastifyRequest,
  reply: FastifyReply,
  body: EncodedBody,
  contentType: string,
): FastifyReply {
  const encoding = pickEncoding(request);
  reply.header('vary', 'accept-encoding').type(contentType);
  if (encoding !== null) reply.header('content-encoding', encoding);
  const bytes = encoding === 'br' ? body.br : encoding === 'gzip' ? body.gzip : body.identity;
  return reply.header('content-length', bytes.length).send(bytes);
}
