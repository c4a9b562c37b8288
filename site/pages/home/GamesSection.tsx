import { CardPicker, type CardPickerContent } from '../../../views/card-picker';
import { VideoModal, type ModalWords } from '../../../views/modals';

/**
 * The five game cards and the video modal their video buttons open: one chunk, so the modal is always
 * there to hear a card's `modal:open:video`.
 */
export function GamesSection({ words }: { words: { cards: CardPickerContent; modals: ModalWords } }) {
  return (
    <>
      <CardPicker content={words.cards} />
      <VideoModal words={words.modals} />
    </>
  );
}
