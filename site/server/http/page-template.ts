import { promisify } from 'node:util';
import { brotliCompress, constants, crc32, deflateRaw } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { pickEncoding } from './encoded';

/**
 * A prerendered page that needs a few values per visitor (a form page's token and idempotency key),
 * served at the speed of a page compressed once. The page is split once, where the values go (just
 * before `</body>`), and everything before that point is compressed once, at the build's settings, into
 * a brotli and a gzip stream that is flushed (byte-aligned) but not finished. A request then only appends
 * its own few hundred bytes as a stored block and ends the stream:
 *
 * - brotli (RFC 7932): the flushed stream, one uncompressed meta-block per 64 KiB of the rest (a 3-byte
 *   header: ISLAST 0, MNIBBLES 4, MLEN-1, ISUNCOMPRESSED 1, padded to the byte), then the empty last
 *   meta-block (ISLAST 1, ISLASTEMPTY 1: the byte 0x03);
 * - gzip (RFC 1951/1952): the header, the raw deflate stream ended by a sync flush, stored blocks
 *   (BFINAL on the last), then the CRC-32 of the whole page (continued from the head's) and its length.
 *
 * The per-visitor values are random or HMAC output and would not compress anyway; nothing of the page is
 * compressed per request, and no React renders.
 */
export interface PageTemplate {
  /** The page up to the insertion point, as it is and in each encoding (flushed, not finished). */
  readonly head: { readonly identity: Buffer; readonly br: Buffer; readonly gzip: Buffer };
  /** The CRC-32 of `head.identity`, for the gzip trailer. */
  readonly headCrc: number;
  /** The page from the insertion point on (`</body></html>`). */
  readonly end: string;
}

const INSERT_BEFORE = '</body>';
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3]);
/** The longest uncompressed brotli meta-block with a 4-nibble length, and the longest stored deflate block. */
const BROTLI_CHUNK = 0x10000;
const DEFLATE_CHUNK = 0xffff;
/** ISLAST and ISLASTEMPTY set: the end of a brotli stream. */
const BROTLI_LAST_EMPTY = Buffer.from([3]);

const brotli = promisify(brotliCompress);
const deflate = promisify(deflateRaw);

/**
 * Splits a page once at its insertion point and compresses its head, on libuv's thread pool: brotli 11
 * of a form page takes some 200 ms of CPU, which on the event loop stalled every request in flight
 * (the sign-up page's template for "no shirts left" is first made in the middle of a launch-day burst).
 *
 * @param html - the page as served (its settings written)
 * @throws (rejects) when the page has no `</body>`
 */
export async function pageTemplate(html: string): Promise<PageTemplate> {
  const at = html.lastIndexOf(INSERT_BEFORE);
  if (at < 0) throw new Error('The page has no </body>');
  const identity = Buffer.from(html.slice(0, at));
  const [br, gzip] = await Promise.all([
    brotli(identity, {
      finishFlush: constants.BROTLI_OPERATION_FLUSH,
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    deflate(identity, { level: 9, finishFlush: constants.Z_SYNC_FLUSH }),
  ]);
  return {
    head: { identity, br, gzip: Buffer.concat([GZIP_HEADER, gzip]) },
    headCrc: crc32(identity),
    end: html.slice(at),
  };
}

function brotliStored(rest: Buffer): Buffer[] {
  const parts: Buffer[] = [];
  for (let from = 0; from < rest.length; from += BROTLI_CHUNK) {
    const chunk = rest.subarray(from, from + BROTLI_CHUNK);
    const bits = ((chunk.length - 1) << 3) | (1 << 19);
    parts.push(Buffer.from([bits & 0xff, (bits >>> 8) & 0xff, (bits >>> 16) & 0xff]), chunk);
  }
  parts.push(BROTLI_LAST_EMPTY);
  return parts;
}

function gzipStored(rest: Buffer, crc: number, length: number): Buffer[] {
  const parts: Buffer[] = [];
  let from = 0;
  do {
    const chunk = rest.subarray(from, from + DEFLATE_CHUNK);
    from += DEFLATE_CHUNK;
    const header = Buffer.alloc(5);
    header[0] = from >= rest.length ? 1 : 0;
    header.writeUInt16LE(chunk.length, 1);
    header.writeUInt16LE(chunk.length ^ 0xffff, 3);
    parts.push(header, chunk);
  } while (from < rest.length);
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length >>> 0, 4);
  parts.push(trailer);
  return parts;
}

/**
 * The whole page with `insert` put in, in one encoding.
 *
 * @param template - the split page
 * @param insert - this visitor's markup (already escaped)
 * @param encoding - the encoding the request accepts, null for none
 */
export function templateBody(template: PageTemplate, insert: string, encoding: 'br' | 'gzip' | null): Buffer {
  const rest = Buffer.from(insert + template.end);
  const { head } = template;
  if (encoding === 'br') return Buffer.concat([head.br, ...brotliStored(rest)]);
  if (encoding === 'gzip') {
    const crc = crc32(rest, template.headCrc);
    return Buffer.concat([head.gzip, ...gzipStored(rest, crc, head.identity.length + rest.length)]);
  }
  return Buffer.concat([head.identity, rest]);
}

/**
 * Sends a page made from a template for this request alone: `no-store` (it holds this visitor's values),
 * in the best encoding the request accepts, with a Content-Length and `Vary: accept-encoding`.
 */
export function sendTemplatePage(
  request: FastifyRequest,
  reply: FastifyReply,
  template: PageTemplate,
  insert: string,
  status: number,
): FastifyReply {
  const encoding = pickEncoding(request);
  return sendVisitorHtml(reply, status, templateBody(template, insert, encoding), encoding);
}

/**
 * Sends HTML bytes made for one visitor (a token, an answer): no cache keeps them, and they vary with the
 * encoding they were made in.
 */
export function sendVisitorHtml(
  reply: FastifyReply,
  status: number,
  bytes: Buffer,
  encoding: ReturnType<typeof pickEncoding>,
): FastifyReply {
  reply
    .code(status)
    .header('cache-control', 'no-store')
    .header('vary', 'accept-encoding')
    .type('text/html; charset=utf-8');
  if (encoding !== null) reply.header('content-encoding', encoding);
  return reply.header('content-length', bytes.length).send(bytes);
}
