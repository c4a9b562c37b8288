export type { GamblerQuizContent } from './GamblerQuiz';
export { GamblerQuiz } from './GamblerQuiz';
