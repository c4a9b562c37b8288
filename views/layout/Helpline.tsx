import { useCommonWords } from './words';

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

/** A help line with a tap-to-call link, shown wherever a result could worry someone. */
export function Helpline({ line }: { line: HelplineInfo }) {
  const words = useCommonWords();
  return (
    <aside className="helpline" aria-label={line.name}>
      <p className="helpline__name">{line.name}</p>
      <p className="helpline__number">
        <a href={`tel:${line.tel}`}>{words.helpline.call(line.display)}</a>{' '}
        <span className="helpline__hours">{line.hours}</span>
      </p>
      <p className="helpline__about">{line.about}</p>
    </aside>
  );
}
