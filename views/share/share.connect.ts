import {
  SHARING_NETWORKS,
  selectSharingPopupFeatures,
  sharingRequest,
  type SharingNetwork,
  type SharingOptions,
  type SharingScreen,
  type SharingConfig,
} from '@play-smart/engine';

/** How each share option is labelled, in the page's locale. */
export interface ShareWords {
  /** The group's accessible name and visible heading, e.g. 'Share'. */
  readonly heading: string;
  readonly networks: Readonly<Record<SharingNetwork, string>>;
}

/** One share option, ready to render: a popup button for the networks, a mailto: link for email. */
export type ShareItemView =
  | {
      readonly kind: 'popup';
      readonly network: SharingNetwork;
      readonly label: string;
      /** Opens the network's share page in the 626x436 popup. */
      readonly open: (screen?: SharingScreen) => { readonly url: string; readonly features: string };
    }
  | {
      readonly kind: 'link';
      readonly network: SharingNetwork;
      readonly label: string;
      readonly href: string;
    };

/**
 * The share bar's options for a page, in the spec's order (facebook, twitter, email), with the
 * addresses the engine builds (campaign parameters per network added to the page address).
 *
 * @param pageUrl - the address to share (the current page's, by default)
 * @param config - the page's sharing config
 * @param words - labels in the page's locale
 * @param options - the message and e-mail subject, when the page shares a result
 */
export function connectShareBar(
  pageUrl: string,
  config: SharingConfig,
  words: ShareWords,
  options: SharingOptions = {},
): readonly ShareItemView[] {
  return SHARING_NETWORKS.map((network): ShareItemView => {
    const request = sharingRequest(network, pageUrl, config, options);
    const url = request.kind === 'open' ? request.url : '';
    const label = words.networks[network];
    if (network === 'email') return { kind: 'link', network, label, href: url };
    return {
      kind: 'popup',
      network,
      label,
      open: (screen) => ({ url, features: selectSharingPopupFeatures(screen) }),
    };
  });
}
