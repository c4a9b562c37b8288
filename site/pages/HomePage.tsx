import { preload as preloadResource } from 'react-dom';
import { BackgroundVideo } from '../../views/media';
import { Link } from '../../views/router';
import { HOME_VIDEO_WORDS, HOME_WORDS } from '../content/en/home';
import { HELP_PATH } from '../content/help';
import { HOME_VIDEO } from '../content/media';
import { deferred, LoadWhenNear } from '../deferred';
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

// Everything below the hero: prerendered HTML, and code that is not needed for the first paint. Each is
// a chunk of its own, out of the home page's first JavaScript, loaded as it nears the screen.
const GamesSection = deferred(() => import('./home/GamesSection').then((m) => m.GamesSection));
const sections = () => import('./home/sections');
const MythsSection = deferred(() => sections().then((m) => m.MythsSection));
const HelpSection = deferred(() => sections().then((m) => m.HelpSection));
const ShareSection = deferred(() => import('./home/ShareSection').then((m) => m.ShareSection));
const CostCalculatorSection = deferred(() =>
  import('./home/CostCalculatorSection').then((m) => m.CostCalculatorSection),
);

/** Loads the deferred sections; the build awaits it so the prerendered page has them. */
export function preload(): Promise<unknown> {
  return Promise.all([
    GamesSection.preload(),
    CostCalculatorSection.preload(),
    MythsSection.preload(),
    HelpSection.preload(),
    ShareSection.preload(),
  ]);
}

const HERO_SCENE = '/images/home/hero-scene.svg';
const HERO_SCENE_MEDIA = '(min-width: 900px)';

function HomeHero() {
  const words = HOME_WORDS.hero;
  // The scene beside the words on wide screens (home.css), asked for from <head> only where it shows.
  preloadResource(HERO_SCENE, { as: 'image', media: HERO_SCENE_MEDIA });
  return (
    <BackgroundVideo media={HOME_VIDEO} words={HOME_VIDEO_WORDS}>
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
export default function HomePage() {
  return (
    <div className="page page--home">
      <HomeHero />
      <LoadWhenNear part={GamesSection} />
      <LoadWhenNear part={CostCalculatorSection} />
      <LoadWhenNear part={MythsSection} />
      <LoadWhenNear part={HelpSection} />
      <LoadWhenNear part={ShareSection} atOnce />
    </div>
  );
}
