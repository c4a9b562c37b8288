import type { RootEventName, RootEvents } from '../core/events';
import { MODAL_EMBED_URLS, MODAL_SHOWCASE_IDS } from './modal.constants';
import type { ModalEmbed, ModalEvent, ModalState, ModalVideoItem } from './modal.types';

/**
 * Whether an item carries a usable video id (a non-blank `vimeoId`).
 *
 * @param item - the modal's item
 * @returns true when a player can be rendered for it
 *
 * @public
 */
export function modalItemHasVideo(item: ModalVideoItem | null): boolean {
  return item?.vimeoId !== undefined && item.vimeoId.trim() !== '';
}

/**
 * Whether the modal is open: exactly when an item is set.
 *
 * @param state - the modal state
 * @returns true while open
 *
 * @public
 */
export function selectModalIsOpen(state: ModalState): boolean {
  return state.item !== null;
}

/**
 * Whether to render a player: only when the item has a video id.
 *
 * @param state - the modal state
 * @returns true when the modal is open on an item with a video id
 *
 * @public
 */
export function selectModalHasPlayer(state: ModalState): boolean {
  return modalItemHasVideo(state.item);
}

/**
 * The embed for a video id: ids 9155047 and 9155062 are showcase pages
 * (`https://vimeo.com/showcase/<id>/embed`); any other id is one video that plays at once
 * (`https://player.vimeo.com/video/<id>?autoplay=1`).
 *
 * @param vimeoId - the video id
 * @returns the embed's kind and address
 *
 * @public
 */
export function modalEmbedFor(vimeoId: string): ModalEmbed {
  const id = encodeURIComponent(vimeoId.trim());
  if (MODAL_SHOWCASE_IDS.includes(vimeoId.trim())) {
    return { kind: 'showcase', url: MODAL_EMBED_URLS.showcasePrefix + id + MODAL_EMBED_URLS.showcaseSuffix };
  }
  return { kind: 'video', url: MODAL_EMBED_URLS.videoPrefix + id + MODAL_EMBED_URLS.videoSuffix };
}

/**
 * The player to embed for the item on show.
 *
 * @param state - the modal state
 * @returns the embed, or null when no player is rendered (closed, or no video id)
 *
 * @public
 */
export function selectModalEmbed(state: ModalState): ModalEmbed | null {
  const id = state.item?.vimeoId;
  return id !== undefined && modalItemHasVideo(state.item) ? modalEmbedFor(id) : null;
}

/**
 * Whether the player frame has been made keyboard accessible: focusable, role 'application' and
 * labelled. It becomes true when the first focus attempt is made (1 s after opening), so the view
 * renders the attributes just before the focus effect runs.
 *
 * @param state - the modal state
 * @returns true from the first focus attempt until the modal closes
 *
 * @public
 */
export function selectModalFrameAccessible(state: ModalState): boolean {
  const focus = state.frameFocus;
  return focus !== null && !(focus.phase === 'scheduled' && focus.attempt === 1);
}

/**
 * Translates the root bus events the video modal listens to into its own events, in the shape the
 * views' driver takes as bus listeners (`modal:open:video` and `modal:close`). The open
 * event is read as any `modal:open:{type}` payload: one that arrives without a `vimeoId` opens the modal
 * with an empty item, which renders no player.
 *
 * @public
 */
export const modalRootListeners: {
  /** A request to play a video becomes `videoRequested`. */
  readonly 'modal:open:video': (payload: RootEvents[`modal:open:${string}`]) => ModalEvent;
  /** A request to close any modal becomes `closeRequested`. */
  readonly 'modal:close': () => ModalEvent;
} = {
  'modal:open:video': (payload) => ({ type: 'videoRequested', vimeoId: payload.vimeoId ?? '' }),
  'modal:close': () => ({ type: 'closeRequested' }),
};

/**
 * The root event that opens the general modal of a type: named after the type, so
 * `modalOpenEventName('video')` is the video modal's `modal:open:video`.
 *
 * @param modalType - the modal's type, e.g. 'myth-fact'
 * @returns the event's name
 *
 * @public
 */
export function modalOpenEventName(modalType: string): `modal:open:${string}` & RootEventName {
  return `modal:open:${modalType}`;
}

/**
 * Whether the modal gave up on the player (it failed, or did not load in time): the view shows a message
 * and a link to watch on the video host instead of the frame.
 *
 * @param state - the modal state
 * @returns true from the failure until the modal closes
 *
 * @public
 */
export function selectModalPlayerFailed(state: ModalState): boolean {
  return state.playerLoad?.phase === 'failed';
}

/**
 * The video host's own page for the item on show, where a visitor can watch when the player cannot load.
 *
 * @param state - the modal state
 * @returns the address, or null when closed or without a video id
 *
 * @public
 */
export function selectModalWatchUrl(state: ModalState): string | null {
  const id = state.item?.vimeoId?.trim();
  if (id === undefined || !modalItemHasVideo(state.item)) return null;
  const prefix = MODAL_SHOWCASE_IDS.includes(id)
    ? MODAL_EMBED_URLS.watchShowcasePrefix
    : MODAL_EMBED_URLS.watchPrefix;
  return prefix + encodeURIComponent(id);
}
