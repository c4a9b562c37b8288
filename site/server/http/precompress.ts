// Precompression of a built folder's text files. It lives with the server, which compresses its in-memory
// pages with the same settings (http/encoded.ts); the build (scripts/prerender.ts) and the bench's bare
// baseline (test/bench/web/builds.ts) import it from here, so every copy is sent with the same bytes.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

// Every text file, however small: the server sends static files as they are on disk (it compresses only
// the API's answers), so one without a compressed copy would be sent uncompressed.
export const COMPRESSIBLE = /\.(js|css|svg|json|txt|xml|webmanifest|vtt)$/;

/** Every file under a folder, as paths relative to it. */
export function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) =>
    statSync(join(dir, f)).isFile(),
  );
}

/** The brotli (quality 11) and gzip (level 9) bodies the build writes for a file. */
export function compressedCopies(body: Buffer): { br: Buffer; gz: Buffer } {
  return {
    br: brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
    gz: gzipSync(body, { level: 9 }),
  };
}

/**
 * Writes .br and .gz beside each text file of `dir` once, so the server never compresses a static file.
 *
 * @param dir - the built folder
 * @param skip - relative paths to leave alone (the site's prerendered pages, served from memory)
 */
export function precompress(
  dir: string,
  skip: (file: string) => boolean = () => false,
): { files: number; bytes: number; br: number } {
  let files = 0;
  let bytes = 0;
  let br = 0;
  for (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file) || skip(file)) continue;
    const path = join(dir, file);
    const body = readFileSync(path);
    const copies = compressedCopies(body);
    writeFileSync(`${path}.br`, copies.br);
    writeFileSync(`${path}.gz`, copies.gz);
    files++;
    bytes += body.length;
    br += copies.br.length;
  }
  return { files, bytes, br };
}
