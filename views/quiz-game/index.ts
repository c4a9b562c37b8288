export type { QuizGameContent } from './quiz-game.words';
export type { QuizGameFrameView, QuizGameIntroView, QuizGameEndView } from './quiz-game.connect';
export {
  connectQuizGameFrame,
  connectQuizGameIntro,
  connectQuizGameEnd,
  quizGameStage,
  quizGameConfig,
} from './quiz-game.connect';
export type {
  QuizGameStatView,
  QuizGameLivesView,
  QuizGameTimerBarView,
  QuizGameAnswerMark,
  QuizGameAnswerView,
  QuizGameQuestionView,
  QuizGameAnnouncement,
} from './quiz-game-play.connect';
export {
  QUIZ_GAME_CLOCK_CALLOUTS_S,
  connectQuizGameScore,
  connectQuizGameClock,
  connectQuizGameLives,
  connectQuizGameTimerBar,
  connectQuizGameQuestion,
  quizGameQuestionUnchanged,
  connectQuizGameFeedback,
  connectQuizGameClockCallout,
} from './quiz-game-play.connect';
export type { QuizGameProps } from './QuizGame';
export { QuizGame } from './QuizGame';
