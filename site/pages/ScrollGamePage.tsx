import { PlayAnotherGame } from '../../views/card-picker';
import { CARD_PICKER_CONTENT } from '../content/en/card-picker';
import { ScrollGame } from '../../views/scroll-game';
import { SCROLL_GAME_CONTENT } from '../content/en/scroll-game';

/** /games/scroll-game */
export default function ScrollGamePage() {
  return (
    <div className="page">
      <ScrollGame
        content={SCROLL_GAME_CONTENT}
        afterGame={<PlayAnotherGame completed="scroll-game" content={CARD_PICKER_CONTENT} />}
      />
    </div>
  );
}
