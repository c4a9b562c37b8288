import { createHash } from 'node:crypto';
import type { RegistrationRecord } from './repository';

// The other normalised column, email_normalised, comes from engine/forms `formsNormaliseEmail`, next to the
// form rules. Migration 0001's comment still names this file for both: an applied migration is never
// edited (its checksum would stop every existing database from starting).

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
