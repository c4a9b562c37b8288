// `calculator-prices.json?language=en` (or `es`): one language's words from the calculator's price facts,
// by tier cost, picked out at build time by vite.config.ts (calculatorTierWordsIn). The shape is the
// views' CalculatorTierWords, written out: an ambient module cannot import by a relative path.
interface CalculatorPricesInLanguage {
  readonly [tierCost: number]:
    | {
        readonly alt: string;
        readonly text: string;
        readonly price: number;
        readonly picture: string;
        readonly source: { readonly name: string; readonly url: string };
        readonly asOf: string;
      }
    | undefined;
}
declare module '*calculator-prices.json?language=en' {
  const words: CalculatorPricesInLanguage;
  export default words;
}
declare module '*calculator-prices.json?language=es' {
  const words: CalculatorPricesInLanguage;
  export default words;
}
