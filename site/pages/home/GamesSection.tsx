import { CardPicker } from '../../../views/card-picker';
import { VideoModal } from '../../../views/modals';
import { CARD_PICKER_CONTENT } from '../../content/en/card-picker';
import { MODAL_WORDS } from '../../content/en/modals';

/**
 * The five game cards and the video modal their video buttons open: one chunk, so the modal is always
 * there to hear a card's `modal:open:video`.
 */
export function GamesSection() {
  return (
    <>
      <CardPicker content={CARD_PICKER_CONTENT} />
      <VideoModal words={MODAL_WORDS} />
    </>
  );
}
