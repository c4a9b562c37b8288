import { useId } from 'react';
import type { CalculatorResultView } from './calculator.connect';

// The drawing's own units (its viewBox), not CSS pixels: three bars on a shared baseline.
const WIDTH = 300;
const BASELINE = 152;
const TALLEST = 136;
const BAR_WIDTH = 64;
const COLUMN = WIDTH / 3;
/** The height of one coin in a stack. */
const COIN = 8;

function Bar({ bar, index }: { bar: CalculatorResultView['chart']['bars'][number]; index: number }) {
  const height = (bar.percent / 100) * TALLEST;
  const x = index * COLUMN + (COLUMN - BAR_WIDTH) / 2;
  const top = BASELINE - height;
  const coins = Math.floor(height / COIN);
  return (
    <g className={bar.current ? 'calc-chart__bar is-current' : 'calc-chart__bar'}>
      {bar.current && (
        <rect
          className="calc-chart__column"
          x={index * COLUMN + 4}
          y="4"
          width={COLUMN - 8}
          height={BASELINE}
          rx="10"
        />
      )}
      <rect className="calc-chart__stack" x={x} y={top} width={BAR_WIDTH} height={height} rx="5" />
      {Array.from({ length: coins - 1 < 0 ? 0 : coins - 1 }, (_, i) => (
        <line
          key={i}
          x1={x + 6}
          x2={x + BAR_WIDTH - 6}
          y1={BASELINE - (i + 1) * COIN}
          y2={BASELINE - (i + 1) * COIN}
        />
      ))}
    </g>
  );
}

/**
 * The spend as a picture: a coin stack for a week, a month and a year, drawn to scale so the year's
 * stands out, with the amounts written under each. The stack of the period on show is gold.
 */
export function SpendChart({ chart }: { chart: CalculatorResultView['chart'] }) {
  const captionId = useId();
  return (
    <figure className="calc-chart" aria-labelledby={captionId}>
      <figcaption id={captionId} className="visually-hidden">
        {chart.caption}
      </figcaption>
      <svg className="calc-chart__drawing" viewBox={`0 0 ${WIDTH} ${BASELINE + 4}`} aria-hidden="true">
        {chart.bars.map((bar, i) => (
          <Bar key={bar.key} bar={bar} index={i} />
        ))}
        <line className="calc-chart__base" x1="4" x2={WIDTH - 4} y1={BASELINE} y2={BASELINE} />
      </svg>
      <ul className="calc-chart__labels">
        {chart.bars.map((bar) => (
          <li key={bar.key} className={bar.current ? 'is-current' : undefined}>
            <span>{bar.label}</span> <strong>{bar.amount}</strong>
          </li>
        ))}
      </ul>
    </figure>
  );
}
