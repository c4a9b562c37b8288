import type { SharingConfig } from '@play-smart/engine';

/**
 * The campaign parameters added to a shared page's address per network, so the lottery's analytics can
 * tell visits that came from shares. A page may override them in its page-settings block (`sharing`).
 */
export const DEFAULT_SHARING: SharingConfig = {
  facebook: { utm_source: 'facebook', utm_medium: 'social', utm_campaign: 'play-smart-share' },
  twitter: { utm_source: 'twitter', utm_medium: 'social', utm_campaign: 'play-smart-share' },
  email: { utm_source: 'email', utm_medium: 'share', utm_campaign: 'play-smart-share' },
};
