/**
 * Everything the modals say, in one locale. The site's content module supplies it
 * (site/content/en/modals.ts); the spec's fixed strings come from the engine's modal constants.
 */
export interface ModalWords {
  /** The close button's label. */
  readonly close: string;
  /** The video dialog's accessible name. */
  readonly videoDialogLabel: string;
  /** The player frame's name before it is made keyboard accessible. */
  readonly videoFrameTitle: string;
  /** The player frame's label once accessible: 'Video player - Press space to play/pause, arrow keys to seek'. */
  readonly videoFrameLabel: string;
  /** Said in place of the player when it cannot load (offline, or the video host blocked). */
  readonly videoUnavailable: string;
  /** The link to watch the video on the video host instead; it opens in a new tab. */
  readonly watchOnVimeo: string;
  /** The modal-trigger link's label when a page gives none: 'View In Modal'. */
  readonly trigger: string;
}
