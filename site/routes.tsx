import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { LAYOUT_WORDS } from './content/en/layout';
import HomePage from './pages/HomePage';
import { Layout } from './pages/Layout';
import NotFoundPage from './pages/NotFoundPage';
import type { AppPath } from './route-paths';

// Each game is its own chunk, so the home page does not pay for games it does not show.
const GamblerQuizPage = lazy(() => import('./pages/GamblerQuizPage'));
const HelpPage = lazy(() => import('./pages/HelpPage'));
const EmailPreviewPage = lazy(() => import('./pages/EmailPreviewPage'));

const pages: Record<AppPath, ComponentType> = {
  '/': HomePage,
  '/games/gambler-quiz': GamblerQuizPage,
  '/get-help-give-help': HelpPage,
  '/get-help-give-help/email-preview': EmailPreviewPage,
};

/** The site's pages. Every path in APP_PATHS has a page here (the type checks it). */
export function AppRoutes() {
  return (
    <Layout>
      <Suspense fallback={<p className="loading">{LAYOUT_WORDS.loading}</p>}>
        <Routes>
          {Object.entries(pages).map(([path, Page]) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </Layout>
  );
}
