import {
  TSHIRT_DEFAULT_PAGE_SETTINGS,
  type TShirtPageSettings,
  type SharingConfig,
} from '@play-smart/engine';
import { useCallback, useMemo } from 'react';
import { CommonWordsProvider, PageSettingsProvider } from '../../views/layout';
import { RouterProvider, type RouterHistory, type RouterLocation } from '../../views/router';
import { RuntimeProvider, type Runtime } from '../../views/runtime';
import { SharingProvider } from '../../views/share';
import { DEFAULT_SHARING } from '../content/sharing';
import { commonWordsOf, FrameProvider, type SiteFrame } from './frame';
import { localePath } from '../routing/locale';
import { AppRoutes, preloadRoute } from '../routing/routes';

/** What the site needs from its host: the browser's services, or inert ones when rendering at build time. */
export interface AppProps {
  readonly runtime: Runtime;
  readonly history: RouterHistory;
  /** The page's frame in its language: read from the page, or made by the build. */
  readonly frame: SiteFrame;
  readonly settings?: TShirtPageSettings;
  readonly sharing?: SharingConfig;
  readonly onNavigate?: (location: RouterLocation) => void;
  /**
   * Called once the page itself is committed in the browser (hydrated, or rendered in `npm run dev`), and
   * again after each navigation: an effect of the route's page (site/routing/routes.tsx), inside its `<Suspense>`.
   * React hydrates a Suspense boundary after the rest of the app, so an effect of the App itself ran
   * while the page's controls were still prerendered HTML, not yet React's.
   */
  readonly onMounted?: () => void;
}

const prefetch = (pathname: string): void => {
  void preloadRoute(pathname);
};

/** The whole site: its services, words, settings and router around the pages. */
export function App({
  runtime,
  history,
  frame,
  settings = TSHIRT_DEFAULT_PAGE_SETTINGS,
  sharing = DEFAULT_SHARING,
  onNavigate,
  onMounted,
}: AppProps) {
  // Every link of a page stays in its language: the frame's (a page's language never changes in place).
  const localize = useCallback((url: string) => localePath(frame.locale, url), [frame.locale]);
  const common = useMemo(() => commonWordsOf(frame), [frame]);
  return (
    <RuntimeProvider runtime={runtime}>
      <FrameProvider frame={frame}>
        <CommonWordsProvider words={common}>
          <PageSettingsProvider settings={settings}>
            <SharingProvider config={sharing}>
              <RouterProvider
                history={history}
                prefetch={prefetch}
                onNavigate={onNavigate}
                localize={localize}
              >
                <AppRoutes onPageMounted={onMounted} />
              </RouterProvider>
            </SharingProvider>
          </PageSettingsProvider>
        </CommonWordsProvider>
      </FrameProvider>
    </RuntimeProvider>
  );
}
