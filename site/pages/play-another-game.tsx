import { use } from 'react';
import type { CardPickerSlug } from '@play-smart/engine';
import { PlayAnotherGame, type CardPickerContent } from '../../views/card-picker';
import { loadContent } from '../routing/content-modules';
import type { Locale } from '../routing/locale';

/** The card picker's words, its only content module (site/routing/content-modules.ts). */
const CARD_PICKER_CONTENT = import.meta.glob<Record<string, unknown>>('./*/card-picker.ts', {
  base: '../content',
});

const words = new Map<Locale, Promise<CardPickerContent>>();

/** The card picker's words in a language, loaded once (the same promise every render, as `use` needs). */
function wordsIn(locale: Locale): Promise<CardPickerContent> {
  let promise = words.get(locale);
  if (promise === undefined) {
    promise = loadContent(CARD_PICKER_CONTENT, locale, ['card-picker']).then(
      ([module]) => (module as { CARD_PICKER_CONTENT: CardPickerContent }).CARD_PICKER_CONTENT,
    );
    words.set(locale, promise);
  }
  return promise;
}

/**
 * A game's "Play another game" with the site's words in the page's language; loaded by
 * {@link afterGame} when a game ends.
 */
export default function PlayAnotherGamePart({
  completed,
  locale,
}: {
  completed: CardPickerSlug;
  locale: Locale;
}) {
  return <PlayAnotherGame completed={completed} content={use(wordsIn(locale))} />;
}
