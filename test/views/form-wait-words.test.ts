import { describe, expect, it } from 'vitest';
import { FORM_WORDS as EN, retryWords as enRetry, waitWords as enWait } from '../../site/content/en/forms';
import { FORM_WORDS as ES, retryWords as esRetry, waitWords as esWait } from '../../site/content/es/forms';

/** The wait a 429's Retry-After asks for, in words (site/content/{en,es}/forms.ts): never shorter. */
describe('the wait of a paused form, in words', () => {
  it.each([
    [1, 'a minute', 'un minuto'],
    [60, 'a minute', 'un minuto'],
    [61, '2 minutes', '2 minutos'],
    [600, '10 minutes', '10 minutos'],
    [3540, '59 minutes', '59 minutos'],
    [3541, 'an hour', 'una hora'],
    [3600, 'an hour', 'una hora'],
    [3601, '2 hours', '2 horas'],
    [86_400, '24 hours', '24 horas'],
  ])('%i s: "%s" / "%s"', (seconds, english, spanish) => {
    expect(enWait(seconds)).toBe(english);
    expect(esWait(seconds)).toBe(spanish);
  });

  it.each([
    [1, '1 second', '1 segundo'],
    [30, '30 seconds', '30 segundos'],
    [59, '59 seconds', '59 segundos'],
    [60, 'a minute', 'un minuto'],
    [90, '2 minutes', '2 minutos'],
  ])('a busy server\'s wait of %i s: "%s" / "%s"', (seconds, english, spanish) => {
    expect(enRetry(seconds)).toBe(english);
    expect(esRetry(seconds)).toBe(spanish);
  });

  it("puts a busy server's wait (its Retry-After) in the sentence in both languages", () => {
    expect(EN.busyFor(30)).toContain('please try again in 30 seconds.');
    expect(ES.busyFor(30)).toContain('vuelva a intentarlo en 30 segundos.');
    expect(`${EN.busyFor(30)} ${ES.busyFor(30)}`).not.toMatch(/a minute|un minuto/);
  });

  it('puts the wait in the sentence in both languages', () => {
    expect(EN.rateLimitedFor(600)).toContain('Wait 10 minutes, then send it again.');
    expect(ES.rateLimitedFor(600)).toContain('Espere 10 minutos y vuelva a enviarlo.');
  });

  it("the bot check's refusal and the other 403 say different things, neither an expired page", () => {
    for (const words of [EN, ES]) {
      expect(words.failures['not-human']).not.toBe(words.failures.refused);
      expect(`${words.failures['not-human']} ${words.failures.refused}`).not.toMatch(/expired|venci/i);
    }
  });
});
