/** The background video's control, in one locale (site/content/en/home.ts). */
export interface BackgroundVideoWords {
  /** The control's visible text while the video plays. */
  readonly pause: string;
  /** Its visible text while the video is paused. */
  readonly play: string;
  /** What the control acts on, read after its text by screen readers, e.g. 'the background video'. */
  readonly what: string;
}
