import { createHmac } from 'node:crypto';
import { formsNormaliseEmail } from '@play-smart/engine';

/**
 * Separates this use of the server secret from its others (the CSRF tokens). Unchanged since addresses
 * were counted by their normalised spelling: an address without a tag or dots keeps its key, so a
 * release does not reset today's counts.
 */
const PURPOSE = 'email-a-friend recipient limit v1';

/**
 * Domains that deliver `a.b.c@` to the mailbox of `abc@` (Gmail ignores dots in the local part), each
 * mapped to the one name the mailbox is counted under: googlemail.com is Gmail's other name for the
 * same mailboxes.
 */
const DOTS_IGNORED: ReadonlyMap<string, string> = new Map([
  ['gmail.com', 'gmail.com'],
  ['googlemail.com', 'gmail.com'],
]);

/** Where a subaddress (`name+tag@`) starts: everything from it to the `@` reaches `name@`'s mailbox. */
const TAG_SEPARATOR = '+';

/**
 * The mailbox an address reaches, as the recipient limit counts it: the address normalised as the forms
 * normalise it (width, spaces and case), then the plus tag dropped (`ann+x@` is `ann@`), and at the
 * providers that ignore dots (Gmail, under either of its names) the dots of the local part dropped and
 * the domain written gmail.com. A tag is dropped at every domain, though not every provider delivers
 * subaddresses: two people at such a provider whose addresses differ only after a `+` would share one
 * limit, a small price against a recipient mailed three times a day per tag.
 *
 * @param email - the address as the visitor typed it
 * @returns a string such as `ann@gmail.com`, never shown and never stored (only its keyed hash is)
 */
export function recipientMailbox(email: string): string {
  const address = formsNormaliseEmail(email);
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1);
  // A fully qualified name (`gmail.com.`) is the same domain.
  if (domain.endsWith('.')) domain = domain.slice(0, -1);
  const tag = local.indexOf(TAG_SEPARATOR);
  // An address that is all tag (`+x@`) has no name to keep: it is counted as typed.
  if (tag > 0) local = local.slice(0, tag);
  const canonical = DOTS_IGNORED.get(domain);
  if (canonical !== undefined) {
    const undotted = local.replaceAll('.', '');
    if (undotted !== '') local = undotted;
    domain = canonical;
  }
  return `${local}@${domain}`;
}

/**
 * The key an email-a-friend recipient is counted by: an HMAC-SHA256 of the recipient's mailbox
 * ({@link recipientMailbox}) under a key derived from the server secret. The counters (in memory, or in
 * the shared `rate_limits` table) therefore never hold an address, and without the secret a stored key
 * cannot be checked against a list of guessed addresses.
 *
 * @param secret - the server secret (CSRF_SECRET), the same on every instance so they count alike
 * @returns a function from an address to its key, the same for `A@x.org`, `a@x.org` and `a+tag@x.org`
 */
export function recipientKeyer(secret: Buffer): (email: string) => string {
  const key = createHmac('sha256', secret).update(PURPOSE).digest();
  return (email) => createHmac('sha256', key).update(recipientMailbox(email)).digest('base64url');
}
