import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  SHARING_NETWORKS,
  SHARING_POPUP_CLOSE_CHECK_MS,
  SHARING_POPUP_HEIGHT,
  SHARING_POPUP_WIDTH,
  buildSharingUrl,
  isSharingNetwork,
  parseSharingConfig,
  resolveSharingPageUrl,
  selectSharingPopupFeatures,
  sharingRequest,
  withSharingCampaignParams,
  type SharingNetwork,
  type SharingConfig,
} from '@play-smart/engine/sharing';

const PAGE = 'https://play.example.org/games/scroll-game';

/** The decoded value of one query parameter of an address (test-side parser, independent of the code). */
function param(url: string, name: string): string | undefined {
  const query = url.slice(url.indexOf('?') + 1);
  for (const part of query.split('&')) {
    const [k, v = ''] = part.split('=');
    if (k === name) return decodeURIComponent(v);
  }
  return undefined;
}

/** The page address a share address carries. */
function sharedPage(network: SharingNetwork, url: string): string {
  if (network === 'facebook') return param(url, 'u')!;
  if (network === 'twitter') return param(url, 'url')!;
  return param(url, 'body')!;
}

describe('sharing: networks and constants', () => {
  it('offers facebook, twitter and email', () => {
    expect(SHARING_NETWORKS).toEqual(['facebook', 'twitter', 'email']);
    expect(isSharingNetwork('twitter')).toBe(true);
    expect(isSharingNetwork('myspace')).toBe(false);
    expect(isSharingNetwork('toString')).toBe(false);
  });

  it('the popup is 626x436 and its close is checked every 500 ms', () => {
    expect([SHARING_POPUP_WIDTH, SHARING_POPUP_HEIGHT]).toEqual([626, 436]);
    expect(SHARING_POPUP_CLOSE_CHECK_MS).toBe(500);
  });

  it('gives the window.open features of the popup', () => {
    expect(selectSharingPopupFeatures()).toBe('width=626,height=436,resizable=yes,scrollbars=yes');
  });

  it('centres the popup on a given screen, never off its top-left edge', () => {
    expect(selectSharingPopupFeatures({ width: 1626, height: 1036 })).toBe(
      'width=626,height=436,left=500,top=300,resizable=yes,scrollbars=yes',
    );
    expect(selectSharingPopupFeatures({ width: 400, height: 300, left: 1920, top: 0 })).toBe(
      'width=626,height=436,left=1920,top=0,resizable=yes,scrollbars=yes',
    );
  });
});

describe('sharing: share addresses', () => {
  it('facebook: the sharer with the encoded page address as u', () => {
    expect(buildSharingUrl('facebook', PAGE)).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fplay.example.org%2Fgames%2Fscroll-game',
    );
  });

  it('twitter: the tweet intent with url and, when given, text', () => {
    expect(buildSharingUrl('twitter', PAGE)).toBe(
      'https://twitter.com/intent/tweet?url=https%3A%2F%2Fplay.example.org%2Fgames%2Fscroll-game',
    );
    expect(buildSharingUrl('twitter', PAGE, {}, { text: 'I scrolled & scrolled!' })).toBe(
      'https://twitter.com/intent/tweet?url=https%3A%2F%2Fplay.example.org%2Fgames%2Fscroll-game&text=I%20scrolled%20%26%20scrolled!',
    );
  });

  it('email: a mailto with the subject and the text, a blank line, then the address as body', () => {
    expect(buildSharingUrl('email', PAGE, {}, { subject: 'Try this', text: 'Have a look:' })).toBe(
      'mailto:?subject=Try%20this&body=Have%20a%20look%3A%0D%0A%0D%0Ahttps%3A%2F%2Fplay.example.org%2Fgames%2Fscroll-game',
    );
    expect(buildSharingUrl('email', PAGE)).toBe(
      'mailto:?body=https%3A%2F%2Fplay.example.org%2Fgames%2Fscroll-game',
    );
  });

  it('adds only the campaign parameters of the network shared on', () => {
    const config: SharingConfig = {
      facebook: { utm_source: 'facebook', utm_medium: 'social' },
      twitter: { utm_source: 'twitter' },
      email: { utm_source: 'email', utm_campaign: 'play smart' },
    };
    expect(sharedPage('facebook', buildSharingUrl('facebook', PAGE, config))).toBe(
      `${PAGE}?utm_source=facebook&utm_medium=social`,
    );
    expect(sharedPage('twitter', buildSharingUrl('twitter', PAGE, config))).toBe(
      `${PAGE}?utm_source=twitter`,
    );
    expect(sharedPage('email', buildSharingUrl('email', PAGE, config))).toBe(
      `${PAGE}?utm_source=email&utm_campaign=play%20smart`,
    );
  });
});

describe('sharing: campaign parameters on the page address', () => {
  it('leaves the address alone when there are none', () => {
    expect(withSharingCampaignParams('https://x.org/a?b=1#c')).toBe('https://x.org/a?b=1#c');
    expect(withSharingCampaignParams('https://x.org/a?b=1#c', {})).toBe('https://x.org/a?b=1#c');
  });

  it('starts a query, extends an existing one, and keeps the fragment last', () => {
    const p = { utm_source: 'fb' };
    expect(withSharingCampaignParams('https://x.org/a', p)).toBe('https://x.org/a?utm_source=fb');
    expect(withSharingCampaignParams('https://x.org/a?b=1', p)).toBe('https://x.org/a?b=1&utm_source=fb');
    expect(withSharingCampaignParams('https://x.org/a#top', p)).toBe('https://x.org/a?utm_source=fb#top');
    expect(withSharingCampaignParams('https://x.org/a?b=1#top', p)).toBe(
      'https://x.org/a?b=1&utm_source=fb#top',
    );
    expect(withSharingCampaignParams('https://x.org/a?', p)).toBe('https://x.org/a?utm_source=fb');
    expect(withSharingCampaignParams('https://x.org/#/route?x=1', p)).toBe(
      'https://x.org/?utm_source=fb#/route?x=1',
    );
  });

  it('replaces a parameter of the same name instead of repeating it, keeping the others in order', () => {
    expect(withSharingCampaignParams('https://x.org/?a=1&utm_source=old&b=2', { utm_source: 'new' })).toBe(
      'https://x.org/?a=1&b=2&utm_source=new',
    );
    expect(withSharingCampaignParams('https://x.org/?utm%5Fsource=old', { utm_source: 'new' })).toBe(
      'https://x.org/?utm_source=new',
    );
  });

  it('encodes names and values', () => {
    expect(withSharingCampaignParams('https://x.org/', { 'utm content': 'a&b=c' })).toBe(
      'https://x.org/?utm%20content=a%26b%3Dc',
    );
  });

  it('survives a malformed escape in the existing query', () => {
    expect(withSharingCampaignParams('https://x.org/?%E0%A4%A=1', { u: 'v' })).toBe(
      'https://x.org/?%E0%A4%A=1&u=v',
    );
  });
});

describe('sharing: share requests', () => {
  it('opens facebook and twitter in the popup and email in place', () => {
    const fb = sharingRequest('facebook', PAGE, { facebook: { utm_source: 'fb' } });
    expect(fb).toEqual({
      kind: 'open',
      network: 'facebook',
      popup: true,
      effects: [],
      url: 'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fplay.example.org%2Fgames%2Fscroll-game%3Futm_source%3Dfb',
    });
    expect(sharingRequest('twitter', PAGE)).toMatchObject({ kind: 'open', popup: true });
    const email = sharingRequest('email', PAGE);
    expect(email).toMatchObject({ kind: 'open', popup: false });
    expect(email.kind === 'open' && email.url.startsWith('mailto:?')).toBe(true);
  });

  it('an unknown network gives a warning only, and no address', () => {
    const rejected = sharingRequest('myspace', PAGE, { facebook: { a: 'b' } });
    expect(rejected).toEqual({
      kind: 'rejected',
      effects: [{ type: 'log', level: 'warn', message: 'Unknown share network: myspace' }],
    });
    expect(JSON.stringify(rejected)).not.toContain('play.example.org');
  });

  it('the email option shares the current page address by default', () => {
    expect(resolveSharingPageUrl(PAGE)).toBe(PAGE);
    expect(resolveSharingPageUrl(PAGE, null)).toBe(PAGE);
    expect(resolveSharingPageUrl(PAGE, '  ')).toBe(PAGE);
    expect(resolveSharingPageUrl(PAGE, 'https://x.org/other')).toBe('https://x.org/other');
  });
});

describe('sharing: the page config', () => {
  it('keeps the three networks and their string parameters only', () => {
    expect(
      parseSharingConfig({
        facebook: { utm_source: 'facebook', utm_id: 7, nested: { a: 1 } },
        twitter: 'nope',
        email: { utm_source: 'email' },
        myspace: { utm_source: 'x' },
      }),
    ).toEqual({ facebook: { utm_source: 'facebook' }, email: { utm_source: 'email' } });
  });

  it.each([null, undefined, 'x', 3, []])('reads %s as no config', (raw) => {
    expect(parseSharingConfig(raw)).toEqual({});
  });
});

const paramName = fc.stringMatching(/^[a-z_]{1,12}$/).map((n) => `utm_${n}`);
const params = fc.dictionary(paramName, fc.string({ maxLength: 20 }), { maxKeys: 5 });
const pageUrl = fc.tuple(
  fc.webUrl({ withQueryParameters: false, withFragments: false }),
  fc.option(
    fc.dictionary(fc.stringMatching(/^[a-z]{1,6}$/), fc.stringMatching(/^[a-z0-9]{0,6}$/), { maxKeys: 3 }),
  ),
  fc.option(fc.stringMatching(/^[a-z0-9/?=&]{0,10}$/)),
);
const network = fc.constantFrom<SharingNetwork>('facebook', 'twitter', 'email');

describe('sharing: properties', () => {
  test.prop([network, pageUrl, params])(
    'the shared address is the page address with its query, fragment and every campaign parameter',
    (net, [base, query, hash], campaign) => {
      const queryText =
        query === null
          ? ''
          : Object.entries(query)
              .map(([k, v]) => `${k}=${v}`)
              .join('&');
      const page = base + (queryText === '' ? '' : `?${queryText}`) + (hash === null ? '' : `#${hash}`);
      const url = buildSharingUrl(net, page, { [net]: campaign });
      const shared = sharedPage(net, url);
      expect(shared.startsWith(base)).toBe(true);
      if (queryText !== '') expect(shared).toContain(queryText);
      if (hash !== null) expect(shared.endsWith(`#${hash}`)).toBe(true);
      for (const [k, v] of Object.entries(campaign)) {
        expect(shared).toContain(`${k}=${encodeURIComponent(v)}`);
      }
      // The page address travels encoded: nothing of it appears raw in the share address's own query.
      expect(url).toContain(encodeURIComponent(shared));
    },
  );

  test.prop([network, fc.webUrl({ withQueryParameters: true, withFragments: true })])(
    'without campaign parameters the share address contains the encoded page address as it is',
    (net, page) => {
      expect(buildSharingUrl(net, page)).toContain(encodeURIComponent(page));
    },
  );

  test.prop([fc.string().filter((s) => !isSharingNetwork(s)), fc.webUrl(), params])(
    'an unknown network never produces an address',
    (net, page, campaign) => {
      const result = sharingRequest(net, page, { facebook: campaign, twitter: campaign, email: campaign });
      expect(result.kind).toBe('rejected');
      expect('url' in result).toBe(false);
      expect(result.effects).toHaveLength(1);
      expect(result.effects[0]).toMatchObject({ type: 'log', level: 'warn' });
    },
  );

  test.prop([network, fc.webUrl(), params])('building is deterministic', (net, page, campaign) => {
    expect(sharingRequest(net, page, { [net]: campaign })).toEqual(
      sharingRequest(net, page, { [net]: campaign }),
    );
  });
});
