import { describe, expect, it } from 'vitest';
import { TIMING_SCALE_CHOICES } from '@play-smart/engine';
import { API_PATHS, API_XSRF_COOKIE } from '@play-smart/engine/contract';
import { ANON_COOKIE, ANON_COOKIE_SECURE } from '../../site/server/security/csrf';
import { SCORE_POSTED_COOKIE } from '../../site/server/routes/scroll-games';
import type { ArticleContent } from '../../site/pages/Article';
import { NATIONAL_HELPLINE, OHIO_HELPLINE, SELF_EXCLUSION, SPANISH_TEXT_LINE } from '../../site/content/help';
import { ACCESSIBILITY_CONTENT } from '../../site/content/es/accessibility';
import { GAMBLER_QUIZ_CONTENT } from '../../site/content/es/gambler-quiz';
import { HELP_PAGE_WORDS } from '../../site/content/es/help-page';
import { HELP_STRIP_WORDS } from '../../site/content/es/home';
import * as labels from '../../site/content/es/help-labels';
import { PRIVACY_CONTENT } from '../../site/content/es/privacy';

function sectionText(content: ArticleContent, id: string): string {
  const section = content.sections.find((s) => s.id === id);
  if (section === undefined) throw new Error(`no section ${id}`);
  return [...section.paragraphs, ...(section.list ?? []), ...(section.after ?? [])].join('\n');
}

describe('the Spanish privacy policy matches what the code sends, as the English one does', () => {
  it('names every path the client calls, in the section that lists what is sent', () => {
    const sent = sectionText(PRIVACY_CONTENT, 'what-is-sent');
    for (const path of Object.values(API_PATHS)) expect(sent, path).toContain(path);
  });

  it('names every cookie the server sets', () => {
    const cookies = sectionText(PRIVACY_CONTENT, 'cookies');
    for (const name of [API_XSRF_COOKIE, ANON_COOKIE, ANON_COOKIE_SECURE, SCORE_POSTED_COOKIE]) {
      expect(cookies, name).toContain(name);
    }
  });
});

describe('the Spanish accessibility statement', () => {
  it('names every extra-time choice the timed games offer', () => {
    const timing = sectionText(ACCESSIBILITY_CONTENT, 'time-limits');
    for (const scale of TIMING_SCALE_CHOICES) expect(timing).toContain(`×${String(scale)}`);
  });
});

describe('the Spanish help lines', () => {
  it('carry the numbers of the dated help file', () => {
    expect([labels.OHIO_HELPLINE.display, labels.OHIO_HELPLINE.tel]).toEqual([
      OHIO_HELPLINE.display,
      OHIO_HELPLINE.tel,
    ]);
    expect([labels.NATIONAL_HELPLINE.display, labels.NATIONAL_HELPLINE.tel]).toEqual([
      NATIONAL_HELPLINE.display,
      NATIONAL_HELPLINE.tel,
    ]);
  });

  it('claim Spanish service only for the lines a source names, and offer a Spanish speaker more than 988', () => {
    const claimsSpanish = /atiende en español/i;
    expect(labels.CRISIS_LINE_988.about).toMatch(claimsSpanish);
    for (const line of [labels.OHIO_HELPLINE, labels.NATIONAL_HELPLINE]) {
      expect(line.about).not.toMatch(claimsSpanish);
      // No unfinished wording: what is true is said, what is unknown is not.
      expect(line.about).not.toMatch(/confirmar|confirmad/i);
    }
    // The Ohio line is the gambling help; a Spanish speaker also gets the text line that answers in
    // Spanish (help.ts, with its source), and 988 only as the line for a crisis.
    const textInSpanish = `envíe ${SPANISH_TEXT_LINE.keyword} al ${SPANISH_TEXT_LINE.number}`;
    expect(labels.OHIO_HELPLINE.about).toContain(textInSpanish);
    expect(HELP_STRIP_WORDS.intro).toContain(textInSpanish);
    expect(HELP_STRIP_WORDS.intro).toMatch(/crisis.*988/i);
  });

  it('give every self-exclusion length of the help file in Spanish', () => {
    for (const period of SELF_EXCLUSION.periods)
      expect(labels.SELF_EXCLUSION_PERIODS, period).toHaveProperty([period]);
    const sentence = HELP_PAGE_WORDS.me.selfExclusion(SELF_EXCLUSION.name, SELF_EXCLUSION.periods);
    for (const period of SELF_EXCLUSION.periods) expect(sentence).not.toContain(period);
    expect(sentence).toContain(SELF_EXCLUSION.name);
  });
});

describe('the Spanish gambler quiz', () => {
  it('says, before the questions and with the result, that its questions translate the PGSI', () => {
    const translation = /traducción.*PGSI|PGSI.*traducción/;
    expect(GAMBLER_QUIZ_CONTENT.intro.join(' ')).toMatch(translation);
    expect(GAMBLER_QUIZ_CONTENT.screeningNote).toMatch(translation);
  });

  it('keeps the 12-month frame in every question', () => {
    for (const question of GAMBLER_QUIZ_CONTENT.questions)
      expect(question).toMatch(/^En los últimos 12 meses, ¿/);
  });
});
