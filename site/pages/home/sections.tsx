import { HelpStrip, type HelplineInfo, type HelpStripWords } from '../../../views/layout';
import { GeneralModal, type ModalWords } from '../../../views/modals';
import { MYTH_FACT_MODAL, Myths, type MythsContent } from '../../../views/myths';
import { OHIO_RESPONSIBLE_GAMBLING_URL, OHIO_TEXT_LINE } from '../../content/help';

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
export function HelpSection({ words }: { words: { strip: HelpStripWords; helpline: HelplineInfo } }) {
  return (
    <HelpStrip
      helpline={words.helpline}
      textLine={OHIO_TEXT_LINE}
      chatUrl={OHIO_RESPONSIBLE_GAMBLING_URL}
      words={words.strip}
    />
  );
}
