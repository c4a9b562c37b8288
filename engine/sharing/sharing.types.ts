import type { LogEffect } from '../core/effects';

/**
 * A network the share bar offers.
 *
 * @public
 */
export type SharingNetwork = 'facebook' | 'twitter' | 'email';

/**
 * Campaign tracking parameters (utm-style) appended to the shared page address, name to value.
 *
 * @public
 */
export type SharingCampaignParams = Readonly<Record<string, string>>;

/**
 * The page-provided sharing config: campaign tracking parameters per network. A
 * network without an entry shares the page address as it is.
 *
 * @public
 */
export interface SharingConfig {
  /** Parameters added when the page is shared on facebook. */
  readonly facebook?: SharingCampaignParams;
  /** Parameters added when the page is shared on twitter. */
  readonly twitter?: SharingCampaignParams;
  /** Parameters added when the page is shared by email. */
  readonly email?: SharingCampaignParams;
}

/**
 * Words that may go with a share (the host's).
 *
 * @public
 */
export interface SharingOptions {
  /** The message: the tweet text, or the e-mail body placed before the address. */
  readonly text?: string;
  /** The e-mail subject. */
  readonly subject?: string;
}

/**
 * A share the host should open.
 *
 * @public
 */
export interface SharingOpen {
  /** Discriminates a share to open from a rejected one. */
  readonly kind: 'open';
  /** The network shared on. */
  readonly network: SharingNetwork;
  /** The address to open: the network's share page, or a mailto: address. */
  readonly url: string;
  /**
   * True to open `url` in a 626x436 popup window (see `selectSharingPopupFeatures`); false to follow it
   * in place (a mailto: address hands over to the mail program and leaves the page where it is).
   */
  readonly popup: boolean;
  /** Nothing to run: present so every share request can be handled the same way. */
  readonly effects: readonly [];
}

/**
 * A share the host must not open: the network is unknown, so there is only a warning to log.
 *
 * @public
 */
export interface SharingRejected {
  /** Discriminates a rejected share from one to open. */
  readonly kind: 'rejected';
  /** The developer-facing warning (a console warning only). */
  readonly effects: readonly [LogEffect];
}

/**
 * What a click on a share button asks the host to do.
 *
 * @public
 */
export type SharingRequest = SharingOpen | SharingRejected;

/**
 * The visitor's screen, for centring the popup.
 *
 * @public
 */
export interface SharingScreen {
  /** The available width in CSS pixels. */
  readonly width: number;
  /** The available height in CSS pixels. */
  readonly height: number;
  /** The left edge of the available area (multi-monitor setups); 0 when not given. */
  readonly left?: number;
  /** The top edge of the available area; 0 when not given. */
  readonly top?: number;
}
