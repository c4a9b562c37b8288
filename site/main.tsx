import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { browserHistory } from '../views/router';
import { createBrowserRuntime } from '../views/runtime';
import { App } from './app';
import { fixInvisibleImageAlts } from './image-alts';
import { readPageSettings, readSharingConfig } from './page-settings';
import { preloadRoute } from './routes';
import './styles.css';

const mount = document.getElementById('app');
if (mount === null) throw new Error('The page has no element with id "app"');

const history = browserHistory();
const runtime = createBrowserRuntime((url) => {
  history.push(url);
});

// The page's own code first: hydration then renders the page itself and matches the prerendered HTML.
await preloadRoute(window.location.pathname);

const app = (
  <StrictMode>
    <App
      runtime={runtime}
      history={history}
      settings={readPageSettings(document)}
      sharing={readSharingConfig(document)}
      onNavigate={() => {
        window.scrollTo(0, 0);
      }}
    />
  </StrictMode>
);

if (mount.firstElementChild !== null) {
  hydrateRoot(mount, app, {
    onRecoverableError(error) {
      // A hydration mismatch is a bug (the browser tests fail on this message); the page still works.
      console.error('Hydration error:', error);
    },
  });
} else {
  // `npm run dev` serves the unrendered index.html.
  createRoot(mount).render(app);
}

// Once per page load, after hydration and the load event, when pixels added by other scripts are in.
if (document.readyState === 'complete') fixInvisibleImageAlts();
else window.addEventListener('load', () => fixInvisibleImageAlts(), { once: true });
