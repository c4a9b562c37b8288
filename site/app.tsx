import {
  TSHIRT_DEFAULT_PAGE_SETTINGS,
  type TShirtPageSettings,
  type SharingConfig,
} from '@play-smart/engine';
import { CommonWordsProvider, PageSettingsProvider } from '../views/layout';
import { RouterProvider, type RouterHistory, type RouterLocation } from '../views/router';
import { RuntimeProvider, type Runtime } from '../views/runtime';
import { SharingProvider } from '../views/share';
import { COMMON_WORDS } from './content/en/common';
import { DEFAULT_SHARING } from './content/sharing';
import { AppRoutes, preloadRoute } from './routes';

/** What the site needs from its host: the browser's services, or inert ones when rendering at build time. */
export interface AppProps {
  readonly runtime: Runtime;
  readonly history: RouterHistory;
  readonly settings?: TShirtPageSettings;
  readonly sharing?: SharingConfig;
  readonly onNavigate?: (location: RouterLocation) => void;
}

const prefetch = (pathname: string): void => {
  void preloadRoute(pathname);
};

/** The whole site: its services, words, settings and router around the pages. */
export function App({
  runtime,
  history,
  settings = TSHIRT_DEFAULT_PAGE_SETTINGS,
  sharing = DEFAULT_SHARING,
  onNavigate,
}: AppProps) {
  return (
    <RuntimeProvider runtime={runtime}>
      <CommonWordsProvider words={COMMON_WORDS}>
        <PageSettingsProvider settings={settings}>
          <SharingProvider config={sharing}>
            <RouterProvider history={history} prefetch={prefetch} onNavigate={onNavigate}>
              <AppRoutes />
            </RouterProvider>
          </SharingProvider>
        </PageSettingsProvider>
      </CommonWordsProvider>
    </RuntimeProvider>
  );
}
