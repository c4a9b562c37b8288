import { createContext, useContext, type ReactNode } from 'react';
import type { CommonWords } from '../../views/layout';
import type { Locale } from '../routing/locale';
import type { AppPath } from '../routing/route-paths';

/** The words of every page's frame (header, navigation, footer), in one language. */
export interface LayoutWords {
  readonly skipLink: string;
  readonly lottery: string;
  readonly siteName: string;
  readonly navLabel: string;
  readonly nav: {
    readonly games: string;
    readonly myths: string;
    readonly gamblerQuiz: string;
    readonly calculator: string;
    /** The calculator's name in the header's row, where room is short (the full name is its accessible name). */
    readonly calculatorShort: string;
    readonly help: string;
  };
  /** The footer's helpline sentence up to the number, given the helpline's name. */
  readonly footerHelp: (name: string) => string;
  readonly footerHours: string;
  readonly footerAge: string;
  /** Shown while a page's code loads after a link. */
  readonly loading: string;
  readonly footerTagline: string;
  readonly footerText: (keyword: string, number: string) => string;
  readonly footerNavLabel: string;
  readonly footerPrivacy: string;
  readonly footerAccessibility: string;
  readonly footerContact: string;
}

/** The frame's words as they travel in a page: the footer's sentences already said. */
export type FrameLayoutWords = Omit<LayoutWords, 'footerHelp' | 'footerText'> & {
  readonly footerHelp: string;
  readonly footerText: string;
};

/**
 * Everything the frame of a page says, in the page's language, with the tab title of every page (for a
 * navigation in the browser and the 404 page's list). It travels in the page itself as JSON (written by
 * the build), not in a script: the site's code stays free of words, so a page in one language loads no
 * other language's words and no extra script.
 */
export interface SiteFrame {
  readonly locale: Locale;
  readonly layout: FrameLayoutWords;
  /** The header's disclosure on phones. */
  readonly menu: string;
  /** The words several views share; `helplineCall` is the tap-to-call text around the number. */
  readonly common: Omit<CommonWords, 'helpline'> & {
    readonly helplineCall: { readonly before: string; readonly after: string };
  };
  readonly titles: Readonly<Record<AppPath, string>>;
  readonly notFoundTitle: string;
}

/** The id of the page's frame block: `<script type="application/json" id="site-frame">`. */
export const SITE_FRAME_ID = 'site-frame';

/**
 * The frame block of a built page, or null when there is none (`npm run dev` serves the unbuilt page).
 *
 * @param doc - the page
 */
export function readSiteFrame(doc: Document): SiteFrame | null {
  try {
    return JSON.parse(doc.getElementById(SITE_FRAME_ID)?.textContent ?? '') as SiteFrame;
  } catch {
    return null;
  }
}

/** The shared views' words of a frame, with their one function rebuilt from its text. */
export function commonWordsOf(frame: SiteFrame): CommonWords {
  const { helplineCall, ...rest } = frame.common;
  return {
    ...rest,
    helpline: { call: (display) => `${helplineCall.before}${display}${helplineCall.after}` },
  };
}

const FrameContext = createContext<SiteFrame | null>(null);

/** Provides the page's frame to the layout and the router below it. */
export function FrameProvider({ frame, children }: { frame: SiteFrame; children: ReactNode }) {
  return <FrameContext.Provider value={frame}>{children}</FrameContext.Provider>;
}

/** The frame from the nearest {@link FrameProvider}. */
export function useFrame(): SiteFrame {
  const frame = useContext(FrameContext);
  if (frame === null) throw new Error('useFrame needs a <FrameProvider> above it');
  return frame;
}
