import { lazy, Suspense } from 'react';
import type { CardPickerSlug } from '@play-smart/engine';
import type { Locale } from '../routing/locale';

// An end screen shows only after a game, never while a page is prerendered or hydrated, so its "Play
// another game" (the card picker and its words, in the page's language) loads then, and a game page's
// first load keeps its script budget (test/server/build-budget.test.ts). This module is in the building
// blocks' chunk (vite.config.ts): were it a chunk of its own, every game page would load one more script.
const PlayAnotherGamePart = lazy(() => import('./play-another-game'));

/** What a game page shows after its game: "Play another game", offering the four other games. */
export function afterGame(completed: CardPickerSlug, locale: Locale) {
  return (
    <Suspense fallback={null}>
      <PlayAnotherGamePart completed={completed} locale={locale} />
    </Suspense>
  );
}
