import { Calculator } from '../../views/calculator';
import { CALCULATOR_CONTENT } from '../content/en/calculator';

/** /cost-calculator: the costulator on its own page, at an address people can share. */
export default function CostCalculatorPage() {
  return (
    <div className="page">
      <Calculator content={CALCULATOR_CONTENT} titleLevel={1} />
    </div>
  );
}
