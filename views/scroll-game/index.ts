export type { ScrollGameContent } from './scroll-game.words';
export type {
  ScrollGameFieldView,
  ScrollGameStartShown,
  ScrollGameStartView,
  ScrollGameHudShown,
  ScrollGameHudView,
  ScrollGameCountdownView,
  ScrollGameEndView,
} from './scroll-game.connect';
export {
  scrollGameIsOver,
  scrollGameConfig,
  connectScrollGameField,
  scrollGameStartShown,
  connectScrollGameStart,
  connectScrollGameTiming,
  scrollGameHudShown,
  connectScrollGameHud,
  connectScrollGameCountdown,
  connectScrollGameAnnouncement,
  connectScrollGameEnd,
  scrollGameEndUnchanged,
} from './scroll-game.connect';
export type {
  ScrollGamePictureView,
  ScrollGameLevelsShown,
  ScrollGameLevelView,
} from './scroll-game-track.connect';
export {
  connectScrollGamePictures,
  scrollGameSamePictures,
  scrollGameLevelsShown,
  connectScrollGameLevels,
  scrollGameLatestMessage,
} from './scroll-game-track.connect';
export type { ScrollGameProps } from './ScrollGame';
export { ScrollGame } from './ScrollGame';
