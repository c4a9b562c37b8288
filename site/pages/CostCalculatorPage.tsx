import { Calculator, type CalculatorContent } from '../../views/calculator';
import type { ContentModules, PageProps } from '../routing/page-props';
import { pageContent } from '../routing/content-modules';

/** The content modules this page's words come from (`pick` reads them in this order). */
export const content = pageContent(
  ['calculator'],
  import.meta.glob<Record<string, unknown>>('./*/calculator.ts', { base: '../content' }),
);

/** The page's words: its content module's `CALCULATOR_CONTENT`. */
export const pick = ([module]: ContentModules) => module?.CALCULATOR_CONTENT as CalculatorContent;

/** /cost-calculator: the costulator on its own page, at an address people can share. */
export default function CostCalculatorPage({ words }: PageProps<CalculatorContent>) {
  return (
    <div className="page">
      <Calculator content={words} titleLevel={1} />
    </div>
  );
}

/**
 * The costulator as a section of the home page: a `<section>` whose h2 is the calculator's title, with
 * the whole calculator in it (the same one as /cost-calculator). In this module, so the calculator's
 * code is in the page's own chunk, not a chunk of its own shared with the home page (one script less).
 */
export function CostCalculatorSection({ words }: { words: CalculatorContent }) {
  return <Calculator content={words} titleLevel={2} />;
}
