import { HelpStrip } from '../../../views/layout';
import { GeneralModal } from '../../../views/modals';
import { MYTH_FACT_MODAL, Myths } from '../../../views/myths';
import { ShareBar } from '../../../views/share';
import { TShirtOffer } from '../../../views/tshirt';
import { HELP_STRIP_WORDS, HOME_WORDS } from '../../content/en/home';
import { MODAL_WORDS } from '../../content/en/modals';
import { MYTHS_CONTENT } from '../../content/en/myths';
import { OHIO_HELPLINE, OHIO_RESPONSIBLE_GAMBLING_URL, OHIO_TEXT_LINE } from '../../content/help';

/** The T-shirt offer's source on the home page: /games/register?source=home. */
const TSHIRT_SOURCE = 'home';

/** The myths: the ticker and the flip cards, and the modal the ticker opens a myth's fact in. */
export function MythsSection() {
  return (
    <>
      <Myths content={MYTHS_CONTENT} modalWords={MODAL_WORDS} />
      <GeneralModal modalType={MYTH_FACT_MODAL} words={MODAL_WORDS} />
    </>
  );
}

/** Call, text or chat. */
export function HelpSection() {
  return (
    <HelpStrip
      helpline={OHIO_HELPLINE}
      textLine={OHIO_TEXT_LINE}
      chatUrl={OHIO_RESPONSIBLE_GAMBLING_URL}
      words={HELP_STRIP_WORDS}
    />
  );
}

/**
 * Sharing, then the T-shirt offer. Last on the page: the offer appears after hydration (it reads this
 * browser's storage), and here it moves nothing already on screen.
 */
export function ShareSection() {
  return (
    <section className="home-share" aria-label={HOME_WORDS.shareLabel}>
      <p>{HOME_WORDS.share}</p>
      <ShareBar />
      <TShirtOffer source={TSHIRT_SOURCE} />
    </section>
  );
}
