import type { ReactNode } from 'react';
import { preload as preloadResource } from 'react-dom';
import { BackgroundVideo, type BackgroundVideoWords } from '../../views/media';
import { Link } from '../../views/router';
import { loadContent, pageContent } from '../routing/content-modules';
import type { HOME_WORDS } from '../content/en/home';
import type { HELP_PAGE_WORDS } from '../content/en/help-page';
import { HELP_PATH } from '../content/help';
import { HOME_VIDEO } from '../content/media';
import { deferred, LoadWhenNear, type Deferred } from '../shell/deferred';
import { LOCALES, type Locale, type Words } from '../routing/locale';
import type { ContentModules, PageProps } from '../routing/page-props';
import './home.css';
// The deferred sections' styles come with the page's own CSS: their HTML is on screen before their code.
import '../../views/card-picker/card-picker.css';
import '../../views/modals/modals.css';
import '../../views/myths/myths.css';
import '../../views/layout/scroll-row.css';
import '../../views/modals/modal-trigger.css';
import '../../views/share/share.css';
import '../../views/tshirt/tshirt.css';
import '../../views/choice/choice.css';
import '../../views/calculator/calculator.css';

/** The content modules this page's words come from (`pick` reads them in this order). */
export const content = pageContent(
  ['home'],
  import.meta.glob<Record<string, unknown>>('./*/home.ts', { base: '../content' }),
);

/** The page's words from its content module (home). */
export const pick = ([home]: ContentModules): HomePageWords => ({
  home: home?.HOME_WORDS as HomePageWords['home'],
  video: home?.HOME_VIDEO_WORDS as BackgroundVideoWords,
});

/** The home page's words: its own and the background video's. */
export interface HomePageWords {
  readonly home: Words<typeof HOME_WORDS>;
  readonly video: BackgroundVideoWords;
}

/** The words of the sections below the hero: only these, not every page's (site/routing/content-modules.ts). */
const SECTION_CONTENT = import.meta.glob<Record<string, unknown>>(
  './*/{card-picker,modals,calculator,myths,home,help-page}.ts',
  { base: '../content' },
);

/**
 * A section's code and its words in one language, bound into a component with no props. Its pictures get
 * `loading="lazy"` (below the first screen, they load as they near it, not before the page's load event);
 * the setting's context comes with the section's code, in the building blocks the sections share, which
 * the first screen does not need.
 */
function section(
  code: () => Promise<(props: { words: never }) => ReactNode>,
  locale: Locale,
  files: readonly string[],
  pick: (modules: Partial<Record<string, unknown>>[]) => unknown,
): Deferred<object> {
  return deferred(() =>
    Promise.all([
      code(),
      loadContent(SECTION_CONTENT, locale, files),
      import('../../views/layout/Picture'),
    ]).then(([Section, modules, { PictureLoading }]) => {
      const words = pick(modules) as never;
      return function BoundSection() {
        return (
          <PictureLoading value="lazy">
            <Section words={words} />
          </PictureLoading>
        );
      };
    }),
  );
}

// Everything below the hero: prerendered HTML, and code that is not needed for the first paint. Each is
// a chunk of its own (and its words one of the page's language), out of the home page's first
// JavaScript, loaded as it nears the screen.
const sections = () => import('./home/sections');
function sectionsIn(locale: Locale) {
  return {
    games: section(
      () => import('./home/GamesSection').then((m) => m.GamesSection),
      locale,
      ['card-picker', 'modals'],
      ([cards, modals]) => ({ cards: cards?.CARD_PICKER_CONTENT, modals: modals?.MODAL_WORDS }),
    ),
    calculator: section(
      () => import('./CostCalculatorPage').then((m) => m.CostCalculatorSection),
      locale,
      ['calculator'],
      ([calculator]) => calculator?.CALCULATOR_CONTENT,
    ),
    myths: section(
      () => sections().then((m) => m.MythsSection),
      locale,
      ['myths', 'modals'],
      ([myths, modals]) => ({ myths: myths?.MYTHS_CONTENT, modals: modals?.MODAL_WORDS }),
    ),
    help: section(
      () => sections().then((m) => m.HelpSection),
      locale,
      // The helpline as the help page's words label it in this language: only the strip, which loads as
      // it nears the screen, takes them along.
      ['home', 'help-page'],
      ([home, help]) => ({
        strip: home?.HELP_STRIP_WORDS,
        helpline: (help?.HELP_PAGE_WORDS as Words<typeof HELP_PAGE_WORDS> | undefined)?.lines.ohio,
      }),
    ),
    share: section(
      () => import('./home/ShareSection').then((m) => m.ShareSection),
      locale,
      ['home'],
      ([home]) => home?.HOME_WORDS,
    ),
  };
}
const SECTIONS = Object.fromEntries(LOCALES.map((locale) => [locale, sectionsIn(locale)])) as Record<
  Locale,
  ReturnType<typeof sectionsIn>
>;

/** Loads the deferred sections in a language; the build awaits it so the prerendered page has them. */
export function preload(locale: Locale): Promise<unknown> {
  return Promise.all(Object.values(SECTIONS[locale]).map((part) => part.preload()));
}

const HERO_SCENE = '/images/home/hero-scene.svg';
const HERO_SCENE_MEDIA = '(min-width: 900px)';

function HomeHero({ words: all }: { words: HomePageWords }) {
  const words = all.home.hero;
  // The scene beside the words on wide screens (home.css), asked for from <head> only where it shows.
  preloadResource(HERO_SCENE, { as: 'image', media: HERO_SCENE_MEDIA });
  return (
    <BackgroundVideo media={HOME_VIDEO} words={all.video}>
      <p className="eyebrow home-hero__kicker">{words.kicker}</p>
      <h1 className="home-hero__title">{words.title}</h1>
      <p className="home-hero__lead">{words.lead}</p>
      <p className="home-hero__actions">
        {/* A place on this page: the browser's own fragment link. */}
        <a className="button button--primary" href="#games">
          {words.games}
        </a>
        <Link className="button button--on-dark" to={HELP_PATH}>
          {words.help}
        </Link>
      </p>
    </BackgroundVideo>
  );
}

/** The home page: one section after another. */
export default function HomePage({ words, locale }: PageProps<HomePageWords>) {
  const parts = SECTIONS[locale];
  return (
    <div className="page page--home">
      <HomeHero words={words} />
      <LoadWhenNear part={parts.games} />
      <LoadWhenNear part={parts.calculator} />
      <LoadWhenNear part={parts.myths} />
      <LoadWhenNear part={parts.help} />
      <LoadWhenNear part={parts.share} whenVisitorActs />
    </div>
  );
}
