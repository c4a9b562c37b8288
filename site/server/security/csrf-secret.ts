import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The file, under the var directory, that keeps a generated secret across restarts. */
export const CSRF_SECRET_FILE = 'csrf-secret';
const SECRET_BYTES = 32;
const HEX_SECRET = /^[0-9a-f]{64}$/;

/** Thrown when the secret cannot be had; the message says what to fix. */
export class CsrfSecretError extends Error {
  override name = 'CsrfSecretError';
}

/**
 * The CSRF signing secret. CSRF_SECRET (at least 32 characters) wins; otherwise a random one is generated
 * once and kept in `<varDir>/csrf-secret` (mode 0600), so tokens in open browser tabs stay valid across
 * restarts. Several processes behind one balancer must share CSRF_SECRET.
 *
 * @param configured - the CSRF_SECRET setting, if any
 * @param varDir - where to keep a generated one
 */
export function loadCsrfSecret(configured: string | null, varDir: string): Buffer {
  if (configured !== null) return Buffer.from(configured, 'utf8');
  const file = join(varDir, CSRF_SECRET_FILE);
  mkdirSync(varDir, { recursive: true, mode: 0o700 });
  const draft = `${file}.${String(process.pid)}.tmp`;
  writeFileSync(draft, randomBytes(SECRET_BYTES).toString('hex') + '\n', { mode: 0o600 });
  try {
    // link() publishes the complete file atomically and fails if one exists, so two processes starting
    // at once agree on a single secret and neither reads a half-written file.
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(draft);
  }
  const text = readFileSync(file, 'utf8').trim();
  if (!HEX_SECRET.test(text)) {
    throw new CsrfSecretError(
      `${file} is not a CSRF secret (64 hex digits): delete it to generate a new one`,
    );
  }
  return Buffer.from(text, 'hex');
}
