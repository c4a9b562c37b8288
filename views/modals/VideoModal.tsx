import { lazy, Suspense, useLayoutEffect, useRef } from 'react';
import { modal, modalRootListeners } from '@play-smart/engine';
import { useEngine, useEngineState } from '../runtime';
import type { ModalWords } from './modals.words';
import { connectVideoModal } from './video-modal.connect';

// The dialog, the player and @vimeo/player load only when a video is opened, never with the page.
const ModalDialog = lazy(() => import('./ModalDialog'));
const VideoPlayer = lazy(() => import('./VideoPlayer'));

/**
 * The video modal: opens on the root event `modal:open:video` (a card's video button), closes on
 * `modal:close`, Escape, its close button or a click outside. A 16:9 embed of the item's video; none
 * without an id. One second after opening the engine makes the frame keyboard accessible and focuses it;
 * if the frame is not there yet (its code still loading) the view says so and the engine retries once.
 */
export function VideoModal({ words }: { words: ModalWords }) {
  const driver = useEngine(modal, {}, modalRootListeners);
  const api = connectVideoModal(useEngineState(driver), driver.send, words);
  const frameRef = useRef<HTMLIFrameElement | null>(null);
  const awaiting = api.frame?.awaitingFrame === true;
  const { reportFrameMissing } = api;
  useLayoutEffect(() => {
    if (awaiting && frameRef.current?.isConnected !== true) reportFrameMissing();
    // Once per focus attempt: the report is about the attempt that just went out.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [awaiting]);
  if (!api.open) return null;
  return (
    <Suspense fallback={null}>
      <ModalDialog
        open={api.open}
        onClose={api.close}
        label={api.label}
        closeLabel={api.closeLabel}
        className="modal__panel--video"
      >
        {api.frame !== null && (
          <div className="video-frame">
            <VideoPlayer
              frame={api.frame}
              frameRef={frameRef}
              onLoaded={api.reportLoaded}
              onFailed={api.reportFailed}
            />
          </div>
        )}
        {api.fallback !== null && (
          <div className="video-frame video-frame--unavailable" role="status">
            <p className="video-frame__message">{api.fallback.message}</p>
            <a
              className="button button--primary"
              href={api.fallback.link.href}
              target="_blank"
              rel="noopener noreferrer"
              data-focus={api.fallback.link['data-focus']}
            >
              {api.fallback.link.label}
            </a>
          </div>
        )}
      </ModalDialog>
    </Suspense>
  );
}
