import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { LineIcon } from '../layout/LineIcon';
import './modals.css';

/** The class that locks the page's scrolling while a modal is open (see modals.css). */
const SCROLL_LOCK_CLASS = 'has-modal';

const FOCUSABLE =
  'a[href], button:not([disabled]), iframe, input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Keeps Tab and Shift+Tab inside the dialog: past the last element comes the first, and back. */
function trapTab(event: KeyboardEvent<HTMLDialogElement>): void {
  if (event.key !== 'Tab') return;
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = items[0];
  const last = items[items.length - 1];
  if (first === undefined || last === undefined) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === event.currentTarget)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/** Props of {@link ModalDialog}. */
export interface ModalDialogProps {
  readonly open: boolean;
  /** Asked for by Escape, the close button and a click outside the content. */
  readonly onClose: () => void;
  /** The dialog's accessible name. */
  readonly label: string;
  readonly closeLabel: string;
  /** Extra class for the panel (e.g. the video modal's wider one). */
  readonly className?: string;
  /** The close button, for a modal that moves focus to it. */
  readonly closeRef?: Ref<HTMLButtonElement>;
  readonly children: ReactNode;
}

/**
 * A modal on the native `<dialog>` (showModal): the page behind is inert and does not scroll, Tab stays
 * inside, Escape / the close button / a click outside the content ask to close, and focus goes back to
 * what had it before. The dialog itself takes focus first; a page moves it on from there (the general
 * modal to its close button after 300 ms, the video modal to the player frame after 1 s).
 */
export function ModalDialog({
  open,
  onClose,
  label,
  closeLabel,
  className,
  closeRef,
  children,
}: ModalDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  const titleId = useId();

  useLayoutEffect(() => {
    const el = dialog.current;
    if (el === null || !open) return;
    returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!el.open) el.showModal();
    el.focus();
    document.documentElement.classList.add(SCROLL_LOCK_CLASS);
    return () => {
      document.documentElement.classList.remove(SCROLL_LOCK_CLASS);
      if (el.open) el.close();
      const back = returnTo.current;
      if (back?.isConnected === true) back.focus();
    };
  }, [open]);

  // Escape fires `cancel`: the state decides whether the dialog closes, not the browser.
  useEffect(() => {
    const el = dialog.current;
    if (el === null) return;
    const cancel = (event: Event): void => {
      event.preventDefault();
      onClose();
    };
    el.addEventListener('cancel', cancel);
    return () => {
      el.removeEventListener('cancel', cancel);
    };
  }, [onClose]);

  return (
    // The backdrop is the dialog element itself (the panel fills the rest): a click there is outside.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialog}
      className="modal"
      aria-labelledby={titleId}
      tabIndex={-1}
      onKeyDown={trapTab}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {open && (
        <div className={className === undefined ? 'modal__panel' : `modal__panel ${className}`}>
          <div className="modal__bar">
            <h2 id={titleId} className="modal__title">
              {label}
            </h2>
            <button type="button" className="button modal__close" onClick={onClose} ref={closeRef}>
              <LineIcon icon="close" />
              <span>{closeLabel}</span>
            </button>
          </div>
          {children}
        </div>
      )}
    </dialog>
  );
}

export default ModalDialog;
