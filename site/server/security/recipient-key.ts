import { createHmac } from 'node:crypto';
import { formsNormaliseEmail } from '@play-smart/engine';

/** Separates this use of the server secret from its others (the CSRF tokens). */
const PURPOSE = 'email-a-friend recipient limit v1';

/**
 * The key an email-a-friend recipient is counted by: an HMAC-SHA256 of the normalised address under a
 * key derived from the server secret. The counters (in memory, or in the shared `rate_limits` table)
 * therefore never hold an address, and without the secret a stored key cannot be checked against a
 * list of guessed addresses.
 *
 * @param secret - the server secret (CSRF_SECRET), the same on every instance so they count alike
 * @returns a function from an address to its key, the same for `A@x.org` and `a@x.org`
 */
export function recipientKeyer(secret: Buffer): (email: string) => string {
  const key = createHmac('sha256', secret).update(PURPOSE).digest();
  return (email) => createHmac('sha256', key).update(formsNormaliseEmail(email)).digest('base64url');
}
