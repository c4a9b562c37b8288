import { useCommonWords, type CommonWords } from './words';

/** A help line as the site shows it. */
export interface HelplineInfo {
  readonly name: string;
  /** The number as people read it, e.g. 1-800-589-9966. */
  readonly display: string;
  /** The number for a tel: link, e.g. +18005899966. */
  readonly tel: string;
  readonly hours: string;
  /** One plain sentence on what the line is for (and what it is not for). */
  readonly about: string;
}

/** 'Call 1-800-589-9966' with the number kept on one line (the words around it may wrap). */
export function CallWords({ words, display }: { words: CommonWords; display: string }) {
  const [before = '', after = ''] = words.helpline.call(display).split(display);
  return (
    <>
      {before}
      <span className="helpline-number">{display}</span>
      {after}
    </>
  );
}

/** A help line with a tap-to-call link, shown wherever a result could worry someone. */
export function Helpline({ line }: { line: HelplineInfo }) {
  const words = useCommonWords();
  return (
    <aside className="helpline" aria-label={line.name}>
      <p className="helpline__name">{line.name}</p>
      <p className="helpline__number">
        <a className="helpline__call" href={`tel:${line.tel}`}>
          <CallWords words={words} display={line.display} />
        </a>{' '}
        <span className="helpline__hours">{line.hours}</span>
      </p>
      <p className="helpline__about">{line.about}</p>
    </aside>
  );
}

/**
 * A help line as the first thing on a result that could worry someone: a full-width call button (the
 * number never breaks), then the line's name, hours and purpose in small words under it.
 */
export function HelplineCallButton({ line }: { line: HelplineInfo }) {
  const words = useCommonWords();
  return (
    <div className="helpline-lead">
      <a className="button button--primary helpline-lead__call" href={`tel:${line.tel}`}>
        <svg className="helpline-lead__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <path
            d="M6.6 3.5l2.6 0.4 1.3 3.9-1.9 1.5a12 12 0 0 0 6.1 6.1l1.5-1.9 3.9 1.3 0.4 2.6a2 2 0 0 1-2 2.1A16.5 16.5 0 0 1 4.5 5.5a2 2 0 0 1 2.1-2z"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
          />
        </svg>
        <span>
          <CallWords words={words} display={line.display} />
        </span>
      </a>
      <p className="helpline-lead__about">
        <strong>{line.name}</strong>. {line.hours}. {line.about}
      </p>
    </div>
  );
}
