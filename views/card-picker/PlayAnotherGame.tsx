import { useId, useState } from 'react';
import type { CardPickerSlug } from '@play-smart/engine';
import { CardPicker } from './CardPicker';
import type { CardPickerContent } from './card-picker.words';

/**
 * The end screens' "Play another game": a disclosure button that shows the card picker after a game,
 * offering the four games other than the one just finished. The picker is built only when opened, so an
 * end screen costs no driver until the visitor asks for it.
 */
export function PlayAnotherGame({
  completed,
  content,
}: {
  completed: CardPickerSlug;
  content: CardPickerContent;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="cp-another">
      <button
        type="button"
        className="button button--secondary cp-another__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          setOpen((was) => !was);
        }}
      >
        {content.playAnother}
      </button>
      <div id={panelId} className="cp-another__panel" hidden={!open}>
        {open && <CardPicker content={content} completed={completed} />}
      </div>
    </div>
  );
}
