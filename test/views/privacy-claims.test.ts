import { describe, expect, it } from 'vitest';
import { API_PATHS, API_XSRF_COOKIE } from '@play-smart/engine/contract';
import { ANON_COOKIE, ANON_COOKIE_SECURE } from '../../site/server/security/csrf';
import { SCORE_POSTED_COOKIE } from '../../site/server/routes/scroll-games';
import { FORM_PAGES } from '../../site/server/routes/form-posts';
import { PAGE_META } from '../../site/content/en/pages';
import { PAGE_META as PAGE_META_ES } from '../../site/content/es/pages';
import type { AppPath } from '../../site/routing/route-paths';
import { renderPage } from '../../site/entry-server';
import { CALCULATOR_CONTENT } from '../../site/content/en/calculator';
import { CARD_PICKER_CONTENT } from '../../site/content/en/card-picker';
import { PRIVACY_CONTENT } from '../../site/content/en/privacy';
import { PRIVACY_CONTENT as PRIVACY_CONTENT_ES } from '../../site/content/es/privacy';
import { LANG_COOKIE } from '../../site/routing/locale';
import { SCROLL_GAME_CONTENT } from '../../site/content/en/scroll-game';

/** Every sentence of the privacy policy, as one text. */
function privacyText(): string {
  const parts = [PRIVACY_CONTENT.lead];
  for (const section of PRIVACY_CONTENT.sections) {
    parts.push(section.heading, ...section.paragraphs, ...(section.list ?? []), ...(section.after ?? []));
  }
  return parts.join('\n');
}

function sectionText(id: string, content = PRIVACY_CONTENT): string {
  const section = content.sections.find((s) => s.id === id);
  if (section === undefined) throw new Error(`no privacy section ${id}`);
  return [...section.paragraphs, ...(section.list ?? []), ...(section.after ?? [])].join('\n');
}

/** Claims that the page sends nothing at all: untrue on any page whose game posts a score. */
const NOTHING_LEAVES = /nothing (you answer |you do )?(ever )?leaves your (device|browser)|nothing is sent/i;

describe('the privacy policy matches what the code sends', () => {
  it('names every path the client calls, in the section that lists what is sent', () => {
    const sent = sectionText('what-is-sent');
    for (const path of Object.values(API_PATHS)) {
      expect(sent, path).toContain(path);
    }
  });

  it.each([
    ['English', PRIVACY_CONTENT],
    ['Spanish', PRIVACY_CONTENT_ES],
  ])('names every cookie the site sets, in %s', (_language, content) => {
    const cookies = sectionText('cookies', content);
    for (const name of [API_XSRF_COOKIE, ANON_COOKIE, ANON_COOKIE_SECURE, SCORE_POSTED_COOKIE, LANG_COOKIE]) {
      expect(cookies, name).toContain(name);
    }
  });

  it.each([
    ['English', PRIVACY_CONTENT, PAGE_META],
    ['Spanish', PRIVACY_CONTENT_ES, PAGE_META_ES],
  ])(
    'names, in %s, every page that sets cookies as it opens (the form pages)',
    (_language, content, meta) => {
      const cookies = sectionText('cookies', content);
      for (const path of Object.values(FORM_PAGES)) {
        const title = meta[path as AppPath].title.split(' | ')[0] ?? '';
        expect(cookies, path).toContain(`“${title}”`);
      }
    },
  );

  it('says the scroll game sends its score, and that analytics notes may leave through the tag manager', () => {
    const text = privacyText();
    expect(text).toMatch(/final score/);
    expect(sectionText('analytics')).toMatch(/Google Tag Manager/);
  });

  it('no privacy sentence says that nothing leaves the device', () => {
    expect(privacyText()).not.toMatch(NOTHING_LEAVES);
  });
});

describe('the pages say what their games send', () => {
  it('the home page, which offers the scroll game, does not say that nothing leaves the device', async () => {
    const { html } = await renderPage('/');
    expect(html).toContain('Scroll of Infinity');
    expect(html).not.toMatch(NOTHING_LEAVES);
    expect(CARD_PICKER_CONTENT.intro).toMatch(/Scroll of Infinity sends its final score/);
  });

  it('the scroll game page says its score is sent', async () => {
    const { html } = await renderPage('/games/scroll-game');
    expect(SCROLL_GAME_CONTENT.lead).toMatch(/sends your final score/);
    expect(html).toContain('sends your final score');
    expect(html).not.toMatch(NOTHING_LEAVES);
  });

  it('the calculator says what it notes for statistics', () => {
    expect(CALCULATOR_CONTENT.intro.join(' ')).toMatch(/notes that a calculation ended/);
  });
});
