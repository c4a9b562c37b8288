/**
 * Help lines and links. Facts from shared/CONTENT.md; correct them here, in one place, when they change.
 * Each entry says when it was last checked.
 */
export const HELP_LAST_VERIFIED = '2026-11-21';

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
 * Self-exclusion in Ohio. CONTENT.md marks these details as not fully confirmed ([?]), so they live here
 * with their own check date and the page says to confirm them; correct them here when confirmed.
 */
export const SELF_EXCLUSION: {
  readonly name: string;
  readonly periods: readonly string[];
  /** YYYY-MM-DD. */
  readonly lastVerified: string;
  /** False while CONTENT.md marks the details [?]: the page then says to confirm them. */
  readonly confirmed: boolean;
} = {
  name: 'Time Out Ohio',
  /** The lengths a person can choose. */
  periods: ['1 year', '5 years', 'lifetime'],
  lastVerified: '2026-11-21',
  confirmed: false,
};
