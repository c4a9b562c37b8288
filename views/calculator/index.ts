export type { CalculatorContent, CalculatorPeriodWords, CalculatorTierWords } from './calculator.words';
export type {
  CalculatorApi,
  CalculatorQuestionView,
  CalculatorResultView,
  CalculatorBarView,
  CalculatorPeriodView,
} from './calculator.connect';
export {
  connectCalculator,
  CALCULATOR_TIER_PICTURE_SIZE,
  CALCULATOR_PICTURE_DIR,
} from './calculator.connect';
export { Calculator } from './Calculator';
