import type { CommonWords, HelplineInfo } from '../../views/layout';
import { COMMON_WORDS as COMMON_EN } from '../content/en/common';
import { DESIGN_WORDS as DESIGN_EN } from '../content/en/design-words';
import { LAYOUT_WORDS as LAYOUT_EN } from '../content/en/layout';
import {
  NOT_FOUND_META as NOT_FOUND_META_EN,
  PAGE_META as PAGE_META_EN,
  type PageMeta,
} from '../content/en/pages';
import { COMMON_WORDS as COMMON_ES } from '../content/es/common';
import { DESIGN_WORDS as DESIGN_ES } from '../content/es/design-words';
import { LAYOUT_WORDS as LAYOUT_ES } from '../content/es/layout';
import { NOT_FOUND_META as NOT_FOUND_META_ES, PAGE_META as PAGE_META_ES } from '../content/es/pages';
import { OHIO_TEXT_LINE } from '../content/help';
import { HELP_PAGE_WORDS as HELP_EN } from '../content/en/help-page';
import { HELP_PAGE_WORDS as HELP_ES } from '../content/es/help-page';
import type { LayoutWords, SiteFrame } from './frame';
import type { Locale } from '../routing/locale';
import { APP_PATHS, type AppPath } from '../routing/route-paths';

/** Each language's frame words: where the build (and `npm run dev`) finds them. */
const SOURCES: Readonly<
  Record<
    Locale,
    {
      readonly layout: LayoutWords;
      readonly menu: string;
      readonly common: CommonWords;
      readonly pages: Readonly<Record<AppPath, PageMeta>>;
      readonly notFound: PageMeta;
      /** The helpline the footer names, as this language labels it. */
      readonly helpline: HelplineInfo;
    }
  >
> = {
  en: {
    layout: LAYOUT_EN,
    menu: DESIGN_EN.menu,
    common: COMMON_EN,
    pages: PAGE_META_EN,
    notFound: NOT_FOUND_META_EN,
    helpline: HELP_EN.lines.ohio,
  },
  es: {
    layout: LAYOUT_ES,
    menu: DESIGN_ES.menu,
    common: COMMON_ES,
    pages: PAGE_META_ES,
    notFound: NOT_FOUND_META_ES,
    helpline: HELP_ES.lines.ohio,
  },
};

/** A marker no text contains, to turn the tap-to-call function into its words around the number. */
const NUMBER_MARK = '\u0000';

/**
 * A language's frame as a page carries it (site/shell/frame.tsx): plain data, its sentences said with the
 * helpline's facts.
 *
 * @param locale - the page's language
 */
export function siteFrame(locale: Locale): SiteFrame {
  const source = SOURCES[locale];
  const { footerHelp, footerText, ...layout } = source.layout;
  const { helpline, ...common } = source.common;
  const [before = '', after = ''] = helpline.call(NUMBER_MARK).split(NUMBER_MARK);
  return {
    locale,
    layout: {
      ...layout,
      footerHelp: footerHelp(source.helpline.name),
      footerText: footerText(OHIO_TEXT_LINE.keyword, OHIO_TEXT_LINE.number),
    },
    menu: source.menu,
    common: { ...common, helplineCall: { before, after } },
    titles: Object.fromEntries(APP_PATHS.map((path) => [path, source.pages[path].title])) as Record<
      AppPath,
      string
    >,
    notFoundTitle: source.notFound.title,
  };
}

/**
 * A page's tab title and description in a language (the build writes them into the page's head).
 *
 * @param locale - the page's language
 * @param path - the page's app path, or null for the 404 page
 */
export function pageMeta(locale: Locale, path: AppPath | null): PageMeta {
  const source = SOURCES[locale];
  return path === null ? source.notFound : source.pages[path];
}
