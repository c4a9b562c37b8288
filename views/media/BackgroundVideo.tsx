import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { BackgroundVideoWords } from './background-video.words';
import './background-video.css';

/** One encoding of the video. */
export interface VideoSource {
  readonly src: string;
  /** Its MIME type, e.g. 'video/webm'. */
  readonly type: string;
}

/**
 * The video file. It has no poster: the still of the first paint is the band's CSS background, which
 * arrives with the page's style sheet (a poster file would be one more request, and the picture Chromium
 * times as the page's largest paint, after its words).
 */
export interface BackgroundVideoMedia {
  /** In order of preference: the browser plays the first it can. */
  readonly sources: readonly VideoSource[];
  /** The video's own size in pixels. */
  readonly width: number;
  readonly height: number;
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** Resolves once the page has loaded, so the video never competes with what the first paint needs. */
function afterLoad(run: () => void): () => void {
  if (document.readyState === 'complete') {
    run();
    return () => undefined;
  }
  window.addEventListener('load', run, { once: true });
  return () => {
    window.removeEventListener('load', run);
  };
}

/**
 * A decorative looping video behind `children`. The prerendered page has only the band's background
 * (a gradient drawn in CSS, like the video's frames); the video's sources are attached after the page's
 * load event. It plays muted, unless the visitor prefers reduced motion, when it starts paused. A visible, keyboard-reachable control pauses and plays it (WCAG 2.2.2).
 */
export function BackgroundVideo({
  media,
  words,
  children,
}: {
  media: BackgroundVideoMedia;
  words: BackgroundVideoWords;
  children: ReactNode;
}) {
  const video = useRef<HTMLVideoElement>(null);
  const [attached, setAttached] = useState(false);
  const [playing, setPlaying] = useState(false);

  useEffect(
    () =>
      afterLoad(() => {
        setAttached(true);
      }),
    [],
  );

  useEffect(() => {
    const el = video.current;
    if (!attached || el === null) return;
    el.load();
    if (!window.matchMedia(REDUCED_MOTION).matches) el.play().catch(() => undefined);
  }, [attached]);

  const toggle = (): void => {
    const el = video.current;
    if (el === null || !attached) return;
    if (el.paused) el.play().catch(() => undefined);
    else el.pause();
  };

  return (
    <div className="bg-video">
      <video
        ref={video}
        className="bg-video__media"
        width={media.width}
        height={media.height}
        muted
        loop
        playsInline
        preload="none"
        aria-hidden="true"
        tabIndex={-1}
        onPlay={() => {
          setPlaying(true);
        }}
        onPause={() => {
          setPlaying(false);
        }}
      >
        {attached && media.sources.map((s) => <source key={s.src} src={s.src} type={s.type} />)}
      </video>
      <div className="bg-video__content">{children}</div>
      <button type="button" className="bg-video__toggle" onClick={toggle}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          {playing ? <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" /> : <path d="M8 5v14l11-7z" />}
        </svg>
        {/* Both words in one cell, the other one hidden: the button keeps the width of the longer, so it
            moves nothing when the video starts (it is anchored on the right; CLS). */}
        <span className="bg-video__label">
          <span className={playing ? undefined : 'bg-video__off'} aria-hidden={playing ? undefined : true}>
            {words.pause}
          </span>
          <span className={playing ? 'bg-video__off' : undefined} aria-hidden={playing ? true : undefined}>
            {words.play}
          </span>
        </span>
        {/* Not VisuallyHidden: the home page's first screen would load the building blocks for it. */}
        <span className="visually-hidden"> {words.what}</span>
      </button>
    </div>
  );
}
