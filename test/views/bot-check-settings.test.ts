import { describe, expect, it } from 'vitest';
import { readBotCheckSiteKey } from '../../site/settings/bot-check-settings';
import { PAGE_SETTINGS_ID } from '../../site/settings/page-settings';

function page(json: string): Document {
  const doc = document.implementation.createHTMLDocument('t');
  const script = doc.createElement('script');
  script.type = 'application/json';
  script.id = PAGE_SETTINGS_ID;
  script.textContent = json;
  doc.body.append(script);
  return doc;
}

describe('the bot check’s site key from the page settings', () => {
  it('reads the block the server writes (the page settings block)', () => {
    expect(readBotCheckSiteKey(page('{"tShirtsAvailable":true,"botCheckSiteKey":"k-1"}'))).toBe('k-1');
  });

  it.each(['{"tShirtsAvailable":true}', '{"botCheckSiteKey":""}', '{"botCheckSiteKey":7}', 'not json', '[]'])(
    'has no key (the check is off) for %s',
    (json) => {
      expect(readBotCheckSiteKey(page(json))).toBeNull();
    },
  );

  it('has none while rendering at build time', () => {
    expect(readBotCheckSiteKey(undefined)).toBeNull();
  });
});
