import { HelpStrip } from '../../../views/layout';
import { GeneralModal } from '../../../views/modals';
import { MYTH_FACT_MODAL, Myths } from '../../../views/myths';
import { HELP_STRIP_WORDS } from '../../content/en/home';
import { MODAL_WORDS } from '../../content/en/modals';
import { MYTHS_CONTENT } from '../../content/en/myths';
import { OHIO_HELPLINE, OHIO_RESPONSIBLE_GAMBLING_URL, OHIO_TEXT_LINE } from '../../content/help';

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
