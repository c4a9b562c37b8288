import { HelpStrip, type HelpStripWords } from '../../../views/layout';
import { GeneralModal, type ModalWords } from '../../../views/modals';
import { MYTH_FACT_MODAL, Myths, type MythsContent } from '../../../views/myths';
import { ShareBar } from '../../../views/share';
import { TShirtOffer } from '../../../views/tshirt';
import type { HOME_WORDS } from '../../content/en/home';
import type { Words } from '../../locale';
import { OHIO_HELPLINE, OHIO_RESPONSIBLE_GAMBLING_URL, OHIO_TEXT_LINE } from '../../content/help';

/** The T-shirt offer's source on the home page: /games/register?source=home. */
const TSHIRT_SOURCE = 'home';

/** The myths: the ticker and the flip cards, and the modal the ticker opens a myth's fact in. */
export function MythsSection({ words }: { words: { myths: MythsContent; modals: ModalWords } }) {
  return (
    <>
      <Myths content={words.myths} modalWords={words.modals} />
      <GeneralModal modalType={MYTH_FACT_MODAL} words={words.modals} />
    </>
  );
}

/** Call, text or chat. */
export function HelpSection({ words }: { words: HelpStripWords }) {
  return (
    <HelpStrip
      helpline={OHIO_HELPLINE}
      textLine={OHIO_TEXT_LINE}
      chatUrl={OHIO_RESPONSIBLE_GAMBLING_URL}
      words={words}
    />
  );
}

/**
 * Sharing, then the T-shirt offer. Last on the page: the offer appears after hydration (it reads this
 * browser's storage), and here it moves nothing already on screen.
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
