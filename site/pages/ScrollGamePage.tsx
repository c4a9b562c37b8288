import { afterGame } from './after-game';
import { ScrollGame } from '../../views/scroll-game';
import { SCROLL_GAME_CONTENT } from '../content/en/scroll-game';

/** /games/scroll-game */
export default function ScrollGamePage() {
  return (
    <div className="page">
      <ScrollGame content={SCROLL_GAME_CONTENT} afterGame={afterGame('scroll-game')} />
    </div>
  );
}
