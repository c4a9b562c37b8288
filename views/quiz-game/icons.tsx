/** Small UI icons of the quiz, drawn in the site's style (navy outline, round joins); all decorative. */

const STROKE = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

/** A life: a skull with round eyes while alive, crossed-out eyes and a crack once lost. */
export function SkullIcon({ alive }: { alive: boolean }) {
  return (
    <svg
      className={alive ? 'qg-skull' : 'qg-skull is-lost'}
      viewBox="0 0 24 24"
      width="32"
      height="32"
      aria-hidden="true"
      focusable="false"
    >
      <path
        className="qg-skull__head"
        d="M12 2.8c-4.6 0-8.2 3.3-8.2 7.6 0 2.5 1.2 4.6 3.1 5.9V19c0 .8.6 1.4 1.4 1.4h7.4c.8 0 1.4-.6 1.4-1.4v-2.7c1.9-1.3 3.1-3.4 3.1-5.9 0-4.3-3.6-7.6-8.2-7.6z"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <path {...STROKE} d="M10.2 20.4v-2.2M13.8 20.4v-2.2M12 13.6l-1 2h2z" />
      {alive ? (
        <g className="qg-skull__eyes">
          <circle cx="9" cy="10.8" r="1.9" />
          <circle cx="15" cy="10.8" r="1.9" />
        </g>
      ) : (
        <path
          {...STROKE}
          d="M7.4 9.2l3.2 3.2M10.6 9.2l-3.2 3.2M13.4 9.2l3.2 3.2M16.6 9.2l-3.2 3.2M12 2.9l-1 2.6 1.4 1.2"
        />
      )}
    </svg>
  );
}

/** The question timer: a stopwatch. */
export function TimerIcon() {
  return (
    <svg
      className="qg-timer__icon"
      viewBox="0 0 24 24"
      width="28"
      height="28"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="13.5" r="7.5" fill="#fff" stroke="currentColor" strokeWidth="2" />
      <path {...STROKE} d="M9.5 3h5M12 3v3M18.2 6.8l1.3-1.3M12 13.5l3.2-3.2" />
    </svg>
  );
}

/** Marks an answer: a tick for right, a cross for wrong. */
export function MarkIcon({ right }: { right: boolean }) {
  return (
    <svg
      className="qg-answer__icon"
      viewBox="0 0 24 24"
      width="22"
      height="22"
      aria-hidden="true"
      focusable="false"
    >
      <path
        {...STROKE}
        strokeWidth="3"
        d={right ? 'M5 12.5l4.5 4.5L19 7.5' : 'M6.5 6.5l11 11M17.5 6.5l-11 11'}
      />
    </svg>
  );
}
