import Player from '@vimeo/player';
import { useLayoutEffect, useRef, type RefObject } from 'react';
import type { VideoFrameView } from './video-modal.connect';

/** The permissions the embed needs to play, go full screen and pop out. */
const FRAME_ALLOW = 'autoplay; fullscreen; picture-in-picture';

/** Attaches the video library to the frame; a frame it does not accept still plays as a plain embed. */
function attachPlayer(frame: HTMLIFrameElement): Player | null {
  try {
    return new Player(frame);
  } catch {
    return null;
  }
}

/**
 * The player frame, built outside React because @vimeo/player owns it once attached (it removes the frame
 * when destroyed). The frame's address comes from the engine, so it exists and loads without waiting for
 * the library or the video host: nothing here waits on the player's ready promise.
 */
export default function VideoPlayer({
  frame,
  frameRef,
  onLoaded,
  onFailed,
}: {
  frame: VideoFrameView;
  frameRef: RefObject<HTMLIFrameElement | null>;
  /** The player reported itself ready. */
  onLoaded: () => void;
  /** The player's library gave up on the frame; when it says nothing at all, the engine's deadline decides. */
  onFailed: () => void;
}) {
  // The reports go to the engine, which ignores them once the modal has closed or moved on.
  const reports = useRef({ onLoaded, onFailed });
  useLayoutEffect(() => {
    reports.current = { onLoaded, onFailed };
  });
  const box = useRef<HTMLDivElement>(null);
  const { url } = frame.embed;
  useLayoutEffect(() => {
    const host = box.current;
    if (host === null) return;
    const el = document.createElement('iframe');
    el.src = url;
    el.className = 'video-frame__player';
    el.allow = FRAME_ALLOW;
    el.dataset.focus = frame.focusTarget;
    host.append(el);
    frameRef.current = el;
    const player = attachPlayer(el);
    // A frame the library does not accept may still play as a plain embed: not a failure to report.
    player?.ready().then(
      () => {
        reports.current.onLoaded();
      },
      () => {
        reports.current.onFailed();
      },
    );
    return () => {
      frameRef.current = null;
      void player?.destroy().catch(() => undefined);
      el.remove();
    };
  }, [url, frame.focusTarget, frameRef]);

  const role = frame.accessible?.role ?? null;
  const label = frame.accessible?.label ?? null;
  useLayoutEffect(() => {
    const el = frameRef.current;
    if (el === null) return;
    el.title = frame.title;
    if (role === null || label === null) return;
    el.tabIndex = 0;
    el.setAttribute('role', role);
    el.setAttribute('aria-label', label);
  }, [frame.title, role, label, frameRef]);

  return <div ref={box} className="video-frame__box" />;
}
