import type { SharingNetwork } from './sharing.types';

/**
 * The networks the share bar offers, in display order.
 *
 * @public
 */
export const SHARING_NETWORKS: readonly SharingNetwork[] = ['facebook', 'twitter', 'email'];

/**
 * The share popup's width in pixels (626x436).
 *
 * @public
 */
export const SHARING_POPUP_WIDTH = 626;

/**
 * The share popup's height in pixels (626x436).
 *
 * @public
 */
export const SHARING_POPUP_HEIGHT = 436;

/**
 * How often the host checks whether the share popup was closed, in ms.
 *
 * @public
 */
export const SHARING_POPUP_CLOSE_CHECK_MS = 500;

/**
 * The networks' public share endpoints. These are the conventional share addresses each provider
 * documents for sharing a link without its SDK; the product only asks that the URLs be built on the client.
 *
 * @public
 */
export const SHARING_ENDPOINTS = {
  /** Facebook's sharer; takes the address as `u`. */
  facebook: 'https://www.facebook.com/sharer/sharer.php',
  /** Twitter's (X's) tweet intent; takes `url` and an optional `text`. */
  twitter: 'https://twitter.com/intent/tweet',
  /** An e-mail with no recipient: the visitor chooses whom to send it to. */
  email: 'mailto:',
} as const;

/**
 * What separates the message from the address in an e-mail body: a blank line, written as CRLF because
 * RFC 6068 asks for line breaks in a mailto: body to be %0D%0A.
 *
 * @public
 */
export const SHARING_EMAIL_BODY_SEPARATOR = '\r\n\r\n';

/**
 * The start of the warning logged for an unknown network.
 *
 * @public
 */
export const SHARING_UNKNOWN_NETWORK_WARNING = 'Unknown share network:';

/**
 * Popup features besides size and position: the window may be resized and scrolled, so a visitor who
 * zooms the page can still reach the network's buttons.
 *
 * @public
 */
export const SHARING_POPUP_EXTRA_FEATURES = 'resizable=yes,scrollbars=yes';
