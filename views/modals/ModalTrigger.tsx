import { modalOpenEventName, type ModalContent } from '@play-smart/engine';
import { useRuntime } from '../runtime';
import type { ModalWords } from './modals.words';
import './modal-trigger.css';

/** Props of {@link ModalTrigger}. */
export interface ModalTriggerProps {
  /** The modal's type: the trigger emits `modal:open:{modalType}`. */
  readonly modalType: string;
  readonly content: ModalContent;
  /** Its label; the words' default ('View In Modal') when the page gives none. */
  readonly label?: string;
  readonly words: Pick<ModalWords, 'trigger'>;
}

/**
 * The modal-trigger link: opens the modal of a type with the given content,
 * through the root event named after the type. A button that looks like a link, since it opens a dialog
 * rather than going anywhere.
 */
export function ModalTrigger({ modalType, content, label, words }: ModalTriggerProps) {
  const { bus } = useRuntime();
  return (
    <button
      type="button"
      className="modal-trigger"
      aria-haspopup="dialog"
      onClick={() => {
        bus.emit(modalOpenEventName(modalType), { modalType, content });
      }}
    >
      {label ?? words.trigger}
    </button>
  );
}
