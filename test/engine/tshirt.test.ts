import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  isTShirtOffered,
  parseTShirtPageSettings,
  parseTShirtRegisteredFlag,
  tShirtOfferHref,
} from '@play-smart/engine';

describe('T-shirt offer', () => {
  test.prop([fc.boolean(), fc.option(fc.boolean(), { nil: undefined })])(
    'is offered exactly when not registered and shirts are available (absent = available)',
    (registered, tShirtsAvailable) => {
      expect(isTShirtOffered({ registered, tShirtsAvailable })).toBe(
        !registered && tShirtsAvailable !== false,
      );
    },
  );

  it('links to the sign-up page with the game as source', () => {
    expect(tShirtOfferHref('gambler-quiz')).toBe('/games/register?source=gambler-quiz');
  });

  it('reads only the exact stored string "true" as registered', () => {
    expect(parseTShirtRegisteredFlag('true')).toBe(true);
    expect(parseTShirtRegisteredFlag(null)).toBe(false);
    expect(parseTShirtRegisteredFlag('false')).toBe(false);
    expect(parseTShirtRegisteredFlag('1')).toBe(false);
  });
});

describe('page settings', () => {
  it('default to shirts available and accept only a boolean', () => {
    expect(parseTShirtPageSettings({})).toEqual({ tShirtsAvailable: true });
    expect(parseTShirtPageSettings(null)).toEqual({ tShirtsAvailable: true });
    expect(parseTShirtPageSettings({ tShirtsAvailable: 'false' })).toEqual({ tShirtsAvailable: true });
    expect(parseTShirtPageSettings({ tShirtsAvailable: false })).toEqual({ tShirtsAvailable: false });
  });
});
