import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import {
  MODAL_INITIAL_FOCUS_DELAY_MS,
  MODAL_ROOT_EVENTS,
  modalOpenEventName,
  type ModalContent,
} from '@play-smart/engine';
import { useRuntime } from '../runtime';
import type { ModalWords } from './modals.words';

// The dialog's code loads when a modal first opens, not with the page.
const ModalDialog = lazy(() => import('./ModalDialog'));

/**
 * The general modal of one type: opened by the root event named after its type
 * (`modal:open:{modalType}`, carrying its content), closed by `modal:close`, Escape, its close button or
 * a click outside. Focus moves to the close button 300 ms after it opens.
 */
export function GeneralModal({ modalType, words }: { modalType: string; words: ModalWords }) {
  const { bus, clock } = useRuntime();
  const [content, setContent] = useState<ModalContent | null>(null);
  const close = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const name = modalOpenEventName(modalType);
    const open = (payload: { readonly content?: ModalContent }): void => {
      if (payload.content !== undefined) setContent(payload.content);
    };
    const shut = (): void => {
      setContent(null);
    };
    bus.on(name, open);
    bus.on(MODAL_ROOT_EVENTS.close, shut);
    return () => {
      bus.off(name, open);
      bus.off(MODAL_ROOT_EVENTS.close, shut);
    };
  }, [bus, modalType]);

  const isOpen = content !== null;
  useEffect(() => {
    if (!isOpen) return;
    // The page's clock, so tests step it; the delay is the spec's, from the engine.
    return clock.schedule(MODAL_INITIAL_FOCUS_DELAY_MS, () => close.current?.focus());
  }, [isOpen, clock]);

  if (content === null) return null;
  return (
    <Suspense fallback={null}>
      <ModalDialog
        open={isOpen}
        onClose={() => {
          setContent(null);
        }}
        label={content.title}
        closeLabel={words.close}
        closeRef={close}
      >
        <div className="modal__body">
          {content.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      </ModalDialog>
    </Suspense>
  );
}
