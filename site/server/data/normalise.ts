import { createHash } from 'node:crypto';
import type { RegistrationRecord } from './repository';

/**
 * The e-mail address as a duplicate check sees it: Unicode-normalised (NFKC), lower-cased, whitespace
 * removed (an address cannot contain unquoted whitespace, so a space is always a typing slip).
 *
 * @remarks Provider-specific aliases (dots or `+tags` in Gmail addresses) are NOT folded: they are
 * different addresses as far as mail delivery goes; the per-person key catches the same person instead.
 * @example
 * ```ts
 * normaliseEmail(' Ann.Lee@Example.COM '); // 'ann.lee@example.com'
 * ```
 */
export function normaliseEmail(email: string): string {
  return email.normalize('NFKC').replace(/\s+/gu, '').toLowerCase();
}

/** Letters and digits only, lower-case, accents removed: `O'Brien-Smith` and `obrien smith` match. */
function lettersAndDigits(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

/** USPS standard abbreviations for the words people spell both ways in a street address. */
const ADDRESS_WORDS: Readonly<Record<string, string>> = {
  street: 'st',
  avenue: 'ave',
  road: 'rd',
  drive: 'dr',
  boulevard: 'blvd',
  lane: 'ln',
  court: 'ct',
  place: 'pl',
  circle: 'cir',
  parkway: 'pkwy',
  highway: 'hwy',
  terrace: 'ter',
  trail: 'trl',
  north: 'n',
  south: 's',
  east: 'e',
  west: 'w',
  northeast: 'ne',
  northwest: 'nw',
  southeast: 'se',
  southwest: 'sw',
  apartment: 'apt',
  suite: 'ste',
};

/** A street address with spelling variants folded: `12 North Main Street.` and `12 n main st` match. */
export function normaliseAddress(address: string): string {
  return address
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((word) => ADDRESS_WORDS[word] ?? word)
    .join('');
}

/**
 * The key that makes one person one sign-up, whatever e-mail they use: sha256 (hex) of the normalised
 * first and last name, date of birth, first address line and ZIP. Stored hashed because only equality
 * matters, and so the index holds no readable copy of anyone's details.
 */
export function personKey(
  record: Pick<RegistrationRecord, 'first_name' | 'last_name' | 'dob' | 'address_1' | 'postal_code'>,
): string {
  const parts = [
    lettersAndDigits(record.first_name),
    lettersAndDigits(record.last_name),
    record.dob.trim(),
    normaliseAddress(record.address_1),
    record.postal_code.replace(/\D+/g, ''),
  ];
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}
