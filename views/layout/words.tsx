import { createContext, useContext, type ReactNode } from 'react';
import type { SharingNetwork } from '@play-smart/engine';
import type { ShareWords } from '../share/share.connect';

/**
 * The words shared by several views (the T-shirt banner, help lines, links that open a new tab). The site
 * supplies them from its content module for the page's locale; views never spell them out.
 */
export interface CommonWords {
  readonly tshirtOffer: {
    /** The banner's accessible name. */
    readonly label: string;
    readonly title: string;
    readonly text: string;
    readonly cta: string;
  };
  readonly helpline: {
    /** The tap-to-call link's text, e.g. 'Call 1-800-589-9966'. */
    readonly call: (display: string) => string;
  };
  readonly share: ShareWords & {
    /** Each option's accessible name, e.g. 'Share on Facebook'. */
    readonly actions: Readonly<Record<SharingNetwork, string>>;
  };
  /** Said to screen readers after a link that opens a new tab. */
  readonly opensInNewTab: string;
}

const CommonWordsContext = createContext<CommonWords | null>(null);

/** Provides the shared words of the page's locale to every view below it. */
export function CommonWordsProvider({ words, children }: { words: CommonWords; children: ReactNode }) {
  return <CommonWordsContext.Provider value={words}>{children}</CommonWordsContext.Provider>;
}

/** The shared words from the nearest {@link CommonWordsProvider}. */
export function useCommonWords(): CommonWords {
  const words = useContext(CommonWordsContext);
  if (words === null) throw new Error('useCommonWords needs a <CommonWordsProvider> above it');
  return words;
}
