/**
 * The email-a-friend recipient limit counts a mailbox, not a spelling: every way of writing one address
 * that reaches the same inbox (case, a plus tag, and at Gmail dots and the googlemail.com name) maps to
 * one key, and different mailboxes keep different keys. The key is a keyed hash: no address in it.
 */
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { recipientKeyer, recipientMailbox } from '../../site/server/security/recipient-key';

const keyOf = recipientKeyer(Buffer.alloc(32, 3));

const ALNUM = 'abcdefghijklmnopqrstuvwxyz0123456789'.split('');
const alnum = (max: number) =>
  fc.array(fc.constantFrom(...ALNUM), { minLength: 1, maxLength: max }).map((a) => a.join(''));
/** A local part with inner dots, hyphens and underscores, as a provider that keeps dots allows. */
const dottedLocal = fc
  .array(alnum(8), { minLength: 1, maxLength: 4 })
  .chain((parts) =>
    fc
      .array(fc.constantFrom('.', '-', '_'), { minLength: parts.length - 1, maxLength: parts.length - 1 })
      .map((seps) => parts.map((p, i) => p + (seps[i] ?? '')).join('')),
  );
const OTHER_DOMAINS = ['example.org', 'outlook.com', 'yahoo.com', 'mail.example.co.uk', 'ohio.gov'];
const tag = fc.oneof(
  fc.constant(''),
  fc
    .array(fc.constantFrom(...ALNUM, '.', '-', '+', '_'), { minLength: 0, maxLength: 12 })
    .map((t) => `+${t.join('')}`),
);

/** The text with each letter's case picked by the mask. */
function recase(text: string, mask: readonly boolean[]): string {
  return Array.from(text)
    .map((c, i) => (mask[i % Math.max(1, mask.length)] ? c.toUpperCase() : c))
    .join('');
}

/** The local part with a dot after the characters the mask picks (never first or last: Gmail's rule). */
function dotted(local: string, mask: readonly boolean[]): string {
  return Array.from(local)
    .map((c, i) => (i < local.length - 1 && mask[i % Math.max(1, mask.length)] ? `${c}.` : c))
    .join('');
}

describe('every spelling of one mailbox is one recipient', () => {
  test.prop([dottedLocal, fc.constantFrom(...OTHER_DOMAINS), tag, fc.array(fc.boolean()), fc.boolean()])(
    'at any provider: case, a plus tag and surrounding spaces do not make a new recipient',
    (local, domain, plusTag, caseMask, spaced) => {
      const plain = `${local}@${domain}`;
      const variant = recase(`${local}${plusTag}@${domain}`, caseMask);
      expect(keyOf(spaced ? `  ${variant} ` : variant)).toBe(keyOf(plain));
    },
  );

  test.prop([
    alnum(20),
    fc.constantFrom('gmail.com', 'googlemail.com'),
    tag,
    fc.array(fc.boolean()),
    fc.array(fc.boolean()),
  ])(
    'at Gmail: dots in the name and the googlemail.com name do not either',
    (local, domain, plusTag, dotMask, caseMask) => {
      const variant = recase(`${dotted(local, dotMask)}${plusTag}@${domain}`, caseMask);
      expect(keyOf(variant)).toBe(keyOf(`${local}@gmail.com`));
      expect(recipientMailbox(variant)).toBe(`${local}@gmail.com`);
    },
  );

  it('counts the cases of the report as the one mailbox they reach', () => {
    const victim = keyOf('victim@example.org');
    for (const spelling of ['Victim@Example.ORG', 'victim+1@example.org', 'victim+2@example.org']) {
      expect(keyOf(spelling)).toBe(victim);
    }
    const gmail = keyOf('victim@gmail.com');
    for (const spelling of ['v.ictim@gmail.com', 'V.I.C.T.I.M+x@googlemail.com', 'victim@gmail.com.']) {
      expect(keyOf(spelling)).toBe(gmail);
    }
  });
});

describe('different mailboxes are different recipients', () => {
  test.prop([dottedLocal, dottedLocal, fc.constantFrom(...OTHER_DOMAINS)])(
    'two names at one provider',
    (a, b, domain) => {
      fc.pre(a !== b);
      expect(keyOf(`${a}@${domain}`)).not.toBe(keyOf(`${b}@${domain}`));
    },
  );

  test.prop([alnum(20), alnum(20)])('two names at Gmail once their dots are gone', (a, b) => {
    fc.pre(a !== b);
    expect(keyOf(`${a}@gmail.com`)).not.toBe(keyOf(`${b}@googlemail.com`));
  });

  test.prop([dottedLocal, fc.constantFrom(...OTHER_DOMAINS, 'gmail.com'), fc.constantFrom(...OTHER_DOMAINS)])(
    'one name at two providers',
    (local, first, second) => {
      fc.pre(first !== second);
      expect(keyOf(`${local}@${first}`)).not.toBe(keyOf(`${local}@${second}`));
    },
  );

  it('keeps the dots where the provider does not ignore them', () => {
    expect(keyOf('ann.lee@example.org')).not.toBe(keyOf('annlee@example.org'));
    expect(keyOf('ann.lee@gmail.com.example.org')).not.toBe(keyOf('annlee@gmail.com.example.org'));
    expect(keyOf('ann.lee@notgmail.com')).not.toBe(keyOf('annlee@notgmail.com'));
  });

  it('keeps an address that is all tag as typed rather than merging it into the domain', () => {
    expect(keyOf('+a@example.org')).not.toBe(keyOf('+b@example.org'));
  });
});

describe('the key', () => {
  test.prop([dottedLocal, fc.constantFrom(...OTHER_DOMAINS, 'gmail.com')])(
    'is a hash (no address in it) that depends on the secret',
    (local, domain) => {
      const key = keyOf(`${local}@${domain}`);
      expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(recipientKeyer(Buffer.alloc(32, 4))(`${local}@${domain}`)).not.toBe(key);
    },
  );
});
