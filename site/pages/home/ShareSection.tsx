import { ShareBar } from '../../../views/share';
import { TShirtOffer } from '../../../views/tshirt';
import type { HOME_WORDS } from '../../content/en/home';
import type { Words } from '../../routing/locale';

/** The T-shirt offer's source on the home page: /games/register?source=home. */
const TSHIRT_SOURCE = 'home';

/**
 * Sharing, then the T-shirt offer. Last on the page: the offer appears after hydration (it reads this
 * browser's storage), and here it moves nothing already on screen. A chunk of its own: it loads right
 * after hydration, and the myths and the help strip (sections.tsx) only when the visitor nears them.
 */
export function ShareSection({ words }: { words: Words<typeof HOME_WORDS> }) {
  return (
    <section className="home-share" aria-label={words.shareLabel}>
      <p>{words.share}</p>
      <ShareBar />
      <TShirtOffer source={TSHIRT_SOURCE} />
    </section>
  );
}
