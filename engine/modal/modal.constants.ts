import type { ModalConfig } from './modal.types';

/**
 * How long after the video modal opens its player frame is made accessible and focused.
 *
 * @public
 */
export const MODAL_FRAME_FOCUS_DELAY_MS = 1000;

/**
 * How long after a missed frame focus the one retry comes.
 *
 * @public
 */
export const MODAL_FRAME_RETRY_MS = 500;

/**
 * How long the video player has to report itself loaded before the modal gives up on it (offline, or the
 * video host blocked) and offers a link to watch on the host instead of an empty frame.
 *
 * @public
 */
export const MODAL_PLAYER_LOAD_TIMEOUT_MS = 10000;

/**
 * Retries after the first frame focus attempt misses: exactly one.
 *
 * @public
 */
export const MODAL_FRAME_MAX_RETRIES = 1;

/**
 * The general modal's delay before focus moves to its close button, in ms.
 * Kept here for the general modal's view; the video modal's own timer is the frame focus.
 *
 * @public
 */
export const MODAL_INITIAL_FOCUS_DELAY_MS = 300;

/**
 * The configuration used when a host gives none.
 *
 * @public
 */
export const MODAL_DEFAULTS: ModalConfig = {
  frameFocusDelayMs: MODAL_FRAME_FOCUS_DELAY_MS,
  frameRetryMs: MODAL_FRAME_RETRY_MS,
  playerLoadTimeoutMs: MODAL_PLAYER_LOAD_TIMEOUT_MS,
};

/**
 * Focus targets: the video player frame, and the general modal's close button.
 *
 * @public
 */
export const MODAL_FOCUS_TARGETS = {
  videoFrame: 'modal:video-frame',
  closeButton: 'modal:close',
  /** The link to watch on the video host, shown when the player cannot load. */
  videoFallback: 'modal:video-fallback',
} as const;

/**
 * The player frame's role once it is made keyboard accessible.
 *
 * @public
 */
export const MODAL_VIDEO_FRAME_ROLE = 'application';

/**
 * The warning logged when the retry cannot find the frame either.
 *
 * @public
 */
export const MODAL_FRAME_FOCUS_WARNING = 'Unable to focus video iframe:';

/**
 * Video ids that embed a showcase page instead of a single video.
 *
 * @public
 */
export const MODAL_SHOWCASE_IDS: readonly string[] = ['9155047', '9155062'];

/**
 * Vimeo's conventional embed addresses: a showcase's embed page, and the player for one video, which
 * `autoplay=1` starts at once (other ids embed a video with autoplay).
 *
 * @public
 */
export const MODAL_EMBED_URLS = {
  /** Prefix of a showcase embed; followed by the id and `showcaseSuffix`. */
  showcasePrefix: 'https://vimeo.com/showcase/',
  /** Suffix of a showcase embed. */
  showcaseSuffix: '/embed',
  /** Prefix of a single-video embed; followed by the id and `videoSuffix`. */
  videoPrefix: 'https://player.vimeo.com/video/',
  /** Suffix of a single-video embed: play at once. */
  videoSuffix: '?autoplay=1',
  /** Prefix of the video host's own page for a video, followed by the id: where to watch it instead. */
  watchPrefix: 'https://vimeo.com/',
  /** Prefix of the video host's own page for a showcase, followed by the id. */
  watchShowcasePrefix: 'https://vimeo.com/showcase/',
} as const;

/**
 * The embed's aspect ratio, width to height (a 16:9 responsive embed).
 *
 * @public
 */
export const MODAL_VIDEO_ASPECT = { width: 16, height: 9 } as const;

/**
 * The player's default width and height.
 *
 * @public
 */
export const MODAL_VIDEO_DEFAULT_SIZE = '100%';

/**
 * The root events the video modal listens to.
 *
 * @public
 */
export const MODAL_ROOT_EVENTS = { open: 'modal:open:video', close: 'modal:close' } as const;

/**
 * The module's name, used in logs and benchmarks.
 *
 * @public
 */
export const MODAL_SLUG = 'modal';
