/**
 * Help lines and links. Facts from shared/CONTENT.md; correct them here, in one place, when they change.
 * Each entry says when it was last checked.
 */
export const HELP_LAST_VERIFIED = '2026-11-28';

/** A help line's number: as people read it, and for a tel: link. */
export interface HelplineNumber {
  /** e.g. 1-800-589-9966. */
  readonly display: string;
  /** e.g. +18005899966. */
  readonly tel: string;
}

/**
 * Ohio's problem-gambling helpline (free, confidential, 24/7): shown first, on every quiz result and on
 * the help page. Its name and sentences are words, in each language's helplines.ts.
 */
export const OHIO_HELPLINE: HelplineNumber = { display: '1-800-589-9966', tel: '+18005899966' };

/** Text line for people who would rather not call (pausebeforeyouplay.org, 2024). */
export const OHIO_TEXT_LINE = { keyword: '4HOPE', number: '741741' } as const;

/**
 * Ohio's responsible-gambling page. It offers live chat, but the chat's own address is not confirmed
 * (CONTENT.md marks it [?]), so the site links this page and labels the link as the page, not as a chat.
 */
export const OHIO_RESPONSIBLE_GAMBLING_URL = 'https://ohio.gov/responsible-gambling';

/**
 * The National Problem Gambling Helpline, run by the National Council on Problem Gambling (this number
 * since 29 Sep 2025; free, confidential, 24/7; also text 800GAM).
 */
export const NATIONAL_HELPLINE: HelplineNumber = { display: '1-800-522-4700', tel: '+18005224700' };

/** NCPG's online chat for the National Problem Gambling Helpline (ncpgambling.org/chat). */
export const NATIONAL_CHAT_URL = 'https://www.ncpgambling.org/chat';

/** The help page's path. */
export const HELP_PATH = '/get-help-give-help';

/**
 * Self-exclusion in Ohio: Time Out Ohio, run by the Ohio Casino Control Commission and the Ohio Lottery
 * Commission, bans a person at their own request from Ohio's casinos, racinos and sports gaming for one
 * year, five years or a lifetime; enrolment is online at timeoutohio.com, at any time (sources:
 * casinocontrol.ohio.gov/ResponsibleGambling/TimeOutOhio.aspx and timeoutohio.com/faq, both undated pages,
 * read on 2026-11-28). The Commission's page also offers the program's brochure in Spanish.
 */
export const SELF_EXCLUSION: {
  readonly name: string;
  readonly periods: readonly string[];
  /** Where to enrol. */
  readonly url: string;
  /** The Commission's page on the program, with its brochure in Spanish (and Arabic and Chinese). */
  readonly infoUrl: string;
  /** YYYY-MM-DD: when the sources above were last read. */
  readonly lastVerified: string;
} = {
  name: 'Time Out Ohio',
  /** The lengths a person can choose. */
  periods: ['1 year', '5 years', 'life'],
  url: 'https://timeoutohio.com',
  infoUrl: 'https://casinocontrol.ohio.gov/ResponsibleGambling/TimeOutOhio.aspx',
  lastVerified: '2026-11-28',
};

/**
 * Help in Spanish, as public sources state it (checked 2026-11-28). No public source found says that
 * the Ohio helpline (1-800-589-9966) or the National Problem Gambling Helpline answers in Spanish or
 * offers an interpreter, so the site does not say either way; it gives their numbers to every visitor,
 * and names these lines, which do answer in Spanish:
 * - 988 Suicide & Crisis Lifeline: call 988 and press 2 (988lifeline.org, "Ayuda en español"; shared
 *   CONTENT.md). A crisis line, offered for a crisis, not as the gambling help.
 * - Crisis Text Line, the service behind Ohio's 4HOPE text line at 741741: text AYUDA to 741741 to reach
 *   a Spanish-speaking counselor, free, 24/7 (crisistextline.org blog, 15 Oct 2021, "Crisis Text Line is
 *   now available in Spanish"; confirmed in its press release of 16 Oct 2023 on GlobeNewswire).
 */
export const SPANISH_TEXT_LINE = { keyword: 'AYUDA', number: '741741' } as const;
