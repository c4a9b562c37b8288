import type { CardPickerSlug } from '@play-smart/engine';
import { PlayAnotherGame } from '../../views/card-picker';
import { CARD_PICKER_CONTENT } from '../content/en/card-picker';

/** A game's "Play another game" with the site's words; loaded by {@link afterGame} when a game ends. */
export default function PlayAnotherGamePart({ completed }: { completed: CardPickerSlug }) {
  return <PlayAnotherGame completed={completed} content={CARD_PICKER_CONTENT} />;
}
