import { Calculator } from '../../../views/calculator';
import { CALCULATOR_CONTENT } from '../../content/en/calculator';

/**
 * The costulator as a section of the home page: a `<section>` whose h2 is the calculator's title, with
 * the whole calculator in it (the same one as /cost-calculator).
 */
export function CostCalculatorSection() {
  return <Calculator content={CALCULATOR_CONTENT} titleLevel={2} />;
}
