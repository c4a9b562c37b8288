export type { GamblerQuizContent } from './gambler-quiz.words';
export type { GamblerQuizApi, GamblerQuizQuestionView, GamblerQuizResultView } from './gambler-quiz.connect';
export { connectGamblerQuiz } from './gambler-quiz.connect';
export { GamblerQuiz } from './GamblerQuiz';
