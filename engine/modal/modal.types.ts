import type { Millis } from '../core/time';

/**
 * The item a video modal shows.
 *
 * @public
 */
export interface ModalVideoItem {
  /** The video provider's id; no player is rendered without one. */
  readonly vimeoId?: string;
}

/**
 * How a video id is embedded: a showcase page, or a single video that plays at once.
 *
 * @public
 */
export type ModalEmbedKind = 'showcase' | 'video';

/**
 * The player to embed for a video id.
 *
 * @public
 */
export interface ModalEmbed {
  /** Showcase page or single video. */
  readonly kind: ModalEmbedKind;
  /** The frame's address. */
  readonly url: string;
}

/**
 * Where the video modal is in making the player frame keyboard accessible and focusing it: an attempt
 * is scheduled (the first after 1 s, the one retry after 0.5 s), or an attempt has been made and the
 * view may still report the frame missing, or the retry missed too and the engine gave up.
 *
 * @public
 */
export type ModalFrameFocus =
  | {
      /** An attempt is waiting for its time. */
      readonly phase: 'scheduled';
      /** When the attempt is made. */
      readonly at: Millis;
      /** 1 for the first attempt, 2 for the retry. */
      readonly attempt: number;
    }
  | {
      /** The focus effect went out; a `frameMissing` report may follow. */
      readonly phase: 'attempted';
      /** Which attempt went out: 1 or 2. */
      readonly attempt: number;
    }
  | {
      /** Both attempts missed; the warning was logged. */
      readonly phase: 'failed';
    };

/**
 * Whether the video player has loaded: waiting for it (until a deadline), loaded, or given up on
 * (it failed or the deadline passed), when the modal offers a link to the video host instead.
 *
 * @public
 */
export type ModalPlayerLoad =
  | {
      /** Waiting for the player to report itself loaded. */
      readonly phase: 'loading';
      /** When the modal gives up waiting. */
      readonly deadline: Millis;
    }
  | {
      /** The player loaded, or failed and the fallback is on show. */
      readonly phase: 'loaded' | 'failed';
    };

/**
 * The video modal's configuration.
 *
 * @public
 */
export interface ModalConfig {
  /** How long after opening the player frame is made accessible and focused, in ms. */
  readonly frameFocusDelayMs: Millis;
  /** How long after a missed attempt the one retry comes, in ms. */
  readonly frameRetryMs: Millis;
  /** How long the player has to load before the modal shows the link to the video host instead, in ms. */
  readonly playerLoadTimeoutMs: Millis;
}

/**
 * The video modal's state: plain data.
 *
 * @public
 */
export interface ModalState {
  /** The configuration, defaults filled in. */
  readonly config: ModalConfig;
  /** The item on show; null when the modal is closed (closed when the item is empty). */
  readonly item: ModalVideoItem | null;
  /** The frame focus timer and its progress; null when closed or when there is no player to focus. */
  readonly frameFocus: ModalFrameFocus | null;
  /** Whether the player has loaded; null when closed or when there is no player. */
  readonly playerLoad: ModalPlayerLoad | null;
}

/**
 * What can happen to the video modal.
 *
 * @public
 */
export type ModalEvent =
  /** Open on a video: the root event `modal:open:video` arrived. */
  | { readonly type: 'videoRequested'; readonly vimeoId: string }
  /** Close: the root event `modal:close` arrived, or the visitor closed the modal. */
  | { readonly type: 'closeRequested' }
  /** The view could not find the player frame when asked to focus it. */
  | { readonly type: 'frameMissing' }
  /** The player reported itself loaded. */
  | { readonly type: 'playerLoaded' }
  /** The player could not load (its library's promise rejected). */
  | { readonly type: 'playerFailed' };
