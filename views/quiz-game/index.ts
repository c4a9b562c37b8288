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
} from './quiz-game-play.connect';
export {
  connectQuizGameScore,
  connectQuizGameClock,
  connectQuizGameLives,
  connectQuizGameTimerBar,
  connectQuizGameQuestion,
  quizGameQuestionUnchanged,
  connectQuizGameAnnouncement,
} from './quiz-game-play.connect';
export type { QuizGameProps } from './QuizGame';
export { QuizGame } from './QuizGame';
