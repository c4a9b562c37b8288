import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useMemo,
  useState,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';
import type { RouterHistory, RouterLocation } from './history';

interface RouterContextValue {
  readonly location: RouterLocation;
  readonly navigate: (url: string) => void;
  readonly prefetch: (pathname: string) => void;
  readonly localize: (url: string) => string;
}

const RouterContext = createContext<RouterContextValue | null>(null);

function useRouter(): RouterContextValue {
  const router = useContext(RouterContext);
  if (router === null) throw new Error('Router hooks need a <RouterProvider> above them');
  return router;
}

/** Options of {@link RouterProvider}. */
export interface RouterProviderProps {
  readonly history: RouterHistory;
  /** Called when a link is about to be followed (hovered, focused, touched), to load its page early. */
  readonly prefetch?: (pathname: string) => void;
  /** Called after each navigation the router makes itself (the browser restores scroll on Back). */
  readonly onNavigate?: (location: RouterLocation) => void;
  /**
   * Turns a link's target into the address to follow: the site keeps a visitor in the page's language
   * ('/contact' on a Spanish page is '/es/contact'). Unchanged by default.
   */
  readonly localize?: (url: string) => string;
  readonly children: ReactNode;
}

/**
 * The site's router: the location from a {@link RouterHistory}, updated in a transition so the current
 * page stays on screen while the next one's code loads. A few hundred bytes instead of a router library
 * (docs/performance.md explains the choice).
 */
export function RouterProvider({ history, prefetch, onNavigate, localize, children }: RouterProviderProps) {
  const [location, setLocation] = useState(() => history.location());
  useEffect(
    () =>
      history.listen(() => {
        startTransition(() => {
          setLocation(history.location());
        });
      }),
    [history],
  );
  const value = useMemo<RouterContextValue>(
    () => ({
      location,
      navigate(url) {
        history.push(localize?.(url) ?? url);
        onNavigate?.(history.location());
      },
      prefetch: prefetch ?? (() => undefined),
      localize: localize ?? ((url) => url),
    }),
    [location, history, prefetch, onNavigate, localize],
  );
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

/** The current location. */
export function useLocation(): RouterLocation {
  return useRouter().location;
}

/** The address a site path has in the page's language (see {@link RouterProviderProps.localize}). */
export function useLocalize(): (url: string) => string {
  return useRouter().localize;
}

/** A function that goes to a same-origin URL. */
export function useNavigate(): (url: string) => void {
  return useRouter().navigate;
}

/** Props of {@link Link}: an anchor's, with `to` for its same-origin target. */
export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { readonly to: string };

/** Whether a click should be left to the browser (new tab, download, modified click...). */
function isBrowserClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.altKey ||
    event.ctrlKey ||
    event.shiftKey ||
    (target !== undefined && target !== '_self')
  );
}

/**
 * A link to a page of this site: a real `<a href>` (works without JavaScript, opens in a new tab on a
 * modified click) that navigates in place on a plain click and loads the page's code on intent.
 */
export function Link({ to, onClick, onPointerEnter, onFocus, target, children, ...rest }: LinkProps) {
  const { navigate, prefetch, localize } = useRouter();
  const href = localize(to);
  const pathname = href.split(/[?#]/)[0] ?? href;
  return (
    <a
      href={href}
      target={target}
      {...rest}
      onClick={(event) => {
        onClick?.(event);
        if (isBrowserClick(event, target)) return;
        event.preventDefault();
        navigate(href);
      }}
      onPointerEnter={(event) => {
        onPointerEnter?.(event);
        prefetch(pathname);
      }}
      onFocus={(event) => {
        onFocus?.(event);
        prefetch(pathname);
      }}
    >
      {children}
    </a>
  );
}
