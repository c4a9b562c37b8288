import { useEffect, useId, useRef } from 'react';
import { SHARING_POPUP_CLOSE_CHECK_MS, type SharingNetwork, type SharingOptions } from '@play-smart/engine';
import { useCommonWords } from '../layout';
import { useLocation } from '../router';
import { useHydrated, useRuntime, type Cancel } from '../runtime';
import { connectShareBar, type ShareItemView } from './share.connect';
import { useSharingConfig } from './sharing-context';
import './share.css';

/** Small original glyphs for the three options (not the networks' logos). */
function NetworkIcon({ network }: { network: SharingNetwork }) {
  return (
    <svg className="share-bar__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      {network === 'facebook' && (
        <path d="M13.5 21v-7.5H16l.5-3h-3V8.7c0-.9.3-1.5 1.6-1.5h1.6V4.5a21 21 0 0 0-2.4-.1c-2.4 0-4 1.4-4 4.1v2h-2.6v3h2.6V21z" />
      )}
      {network === 'twitter' && (
        <path d="M5 4h4.2l3.3 4.6L16.4 4H19l-5.2 6.2L19.6 20h-4.2l-3.6-5-4.2 5H5l5.6-6.6z" />
      )}
      {network === 'email' && (
        <path d="M3 6.5A1.5 1.5 0 0 1 4.5 5h15A1.5 1.5 0 0 1 21 6.5v11a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 17.5zm2 .9v.3l7 4.6 7-4.6v-.3zm14 2.6-7 4.6-7-4.6v7h14z" />
      )}
    </svg>
  );
}

/**
 * Opens a share popup and, every SHARING_POPUP_CLOSE_CHECK_MS, checks whether the visitor closed it, to
 * hand focus back to the button that opened it. The page's clock arms the check, so tests can step it.
 */
function useSharePopup(): (item: Extract<ShareItemView, { kind: 'popup' }>, button: HTMLElement) => void {
  const { clock } = useRuntime();
  const cancel = useRef<Cancel | null>(null);
  useEffect(
    () => () => {
      cancel.current?.();
    },
    [],
  );
  return (item, button) => {
    const { url, features } = item.open({
      width: window.screen.availWidth,
      height: window.screen.availHeight,
    });
    const popup = window.open('', `share-${item.network}`, features);
    if (popup === null) {
      // Pop-ups blocked: go to the share page in this tab rather than do nothing.
      window.location.assign(url);
      return;
    }
    // The network's page must not reach back into this one.
    popup.opener = null;
    popup.location.href = url;
    cancel.current?.();
    const check = (): void => {
      if (popup.closed) {
        cancel.current = null;
        button.focus();
        return;
      }
      cancel.current = clock.schedule(SHARING_POPUP_CLOSE_CHECK_MS, check);
    };
    cancel.current = clock.schedule(SHARING_POPUP_CLOSE_CHECK_MS, check);
  };
}

/** Props of {@link ShareBar}. */
export interface ShareBarProps extends SharingOptions {
  /** The address to share; the current page's by default. */
  readonly url?: string;
}

/**
 * Share by facebook, twitter (popups, 626x436) or email (a mailto: link with the page address), with the
 * page's campaign parameters.
 */
export function ShareBar({ url, text, subject }: ShareBarProps) {
  const { share: words } = useCommonWords();
  const config = useSharingConfig();
  const { pathname, search } = useLocation();
  // The page's full address is known only in the browser; the prerendered bar links its path meanwhile.
  const hydrated = useHydrated();
  const pageUrl = url ?? (hydrated ? window.location.href : `${pathname}${search}`);
  const options: SharingOptions = {
    ...(text === undefined ? {} : { text }),
    ...(subject === undefined ? {} : { subject }),
  };
  const items = connectShareBar(pageUrl, config, words, options);
  const openPopup = useSharePopup();
  const headingId = useId();
  return (
    <div className="share-bar" role="group" aria-labelledby={headingId}>
      <p id={headingId} className="share-bar__heading">
        {words.heading}
      </p>
      <ul className="share-bar__list">
        {items.map((item) => (
          <li key={item.network}>
            {item.kind === 'link' ? (
              <a className="share-bar__button" href={item.href} aria-label={words.actions[item.network]}>
                <NetworkIcon network={item.network} />
                <span>{item.label}</span>
              </a>
            ) : (
              <button
                type="button"
                className="share-bar__button"
                aria-label={words.actions[item.network]}
                onClick={(event) => {
                  openPopup(item, event.currentTarget);
                }}
              >
                <NetworkIcon network={item.network} />
                <span>{item.label}</span>
              </button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
