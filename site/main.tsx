import { startTransition, StrictMode } from 'react';
import type * as ReactDomClient from 'react-dom/client';
import { browserHistory } from '../views/router';
import { browserHttpClient, createBrowserRuntime } from '../views/runtime';
import { App } from './shell/app';
import { readSiteFrame, type SiteFrame } from './shell/frame';
import { inLanguage, localeOfPath, localePath } from './routing/locale';
import { landingPageCode, wholeStyleSheetSettled } from './routing/page-modules';
import { readPageSettings, readSharingConfig } from './settings/page-settings';
import { preloadRoute } from './routing/routes';
import './styles.css';

const mount = document.getElementById('app');
if (mount === null) throw new Error('The page has no element with id "app"');

const history = browserHistory();
// A page's language never changes in place (the language switch loads the other page).
const locale = localeOfPath(window.location.pathname);
const runtime = createBrowserRuntime(
  (url) => {
    history.push(localePath(locale, url));
  },
  { http: inLanguage(browserHttpClient(), locale) },
);

/** The page's frame: in the built page; `npm run dev`'s unbuilt page has none, so it is made here. */
function loadFrame(): Promise<SiteFrame> {
  const frame = readSiteFrame(document);
  if (frame !== null || !import.meta.env.DEV) return Promise.resolve(frame as SiteFrame);
  return import('./shell/frame-words').then((m) => m.siteFrame(locale));
}

/**
 * Marks the document (`<html data-hydrated>`) once React has committed the page: its buttons answer
 * from then on. The browser tests wait for it (test/e2e/support/test.ts).
 */
function markHydrated(): void {
  document.documentElement.dataset.hydrated = '';
}

/**
 * Settles in a task of its own, after the browser has had its turn (a message to this window's own port
 * runs as the next task; a timer could wait 4 ms or more).
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * React DOM's client, run in a task of its own. A module graph is evaluated in one task, and React DOM is
 * one CommonJS factory, parsed and run when first required: with the entry's own start, the page's longest
 * task after its first paint (26-40 ms of main-thread time unthrottled on a 2-core machine, 100-170 ms at
 * the 4x CPU slowdown of a mid-range phone's). Apart, neither is a long task. Its chunk is its own
 * (vite.config.ts: else the bundler requires it at the entry's start) and every page preloads it.
 */
const reactDomClient = (): Promise<typeof ReactDomClient> =>
  nextTask()
    .then(() => import('react-dom/client'))
    // Hydration's start (the root, the first render's scheduling) in a task after React DOM's own.
    .then((client) => nextTask().then(() => client));

/** Renders the app over the prerendered page (hydration), or into the empty one of `npm run dev`. */
function start(
  { createRoot, hydrateRoot }: typeof ReactDomClient,
  root: HTMLElement,
  frame: SiteFrame,
): void {
  const app = (
    <StrictMode>
      <App
        runtime={runtime}
        history={history}
        frame={frame}
        settings={readPageSettings(document)}
        sharing={readSharingConfig(document)}
        onNavigate={() => {
          window.scrollTo(0, 0);
        }}
        onMounted={markHydrated}
      />
    </StrictMode>
  );
  if (root.firstElementChild !== null) {
    // In a transition, React hydrates a few milliseconds at a time and lets the browser paint and answer
    // in between, instead of one task as long as the whole page (125 ms and more on a mid-range phone,
    // right after the first paint). Nothing is lost meanwhile: the boot script holds every press until
    // the page is hydrated (scripts/first-paint.ts).
    startTransition(() => {
      hydrateRoot(root, app, {
        onRecoverableError(error) {
          // A hydration mismatch is a bug (the browser tests fail on this message); the page still works.
          console.error('Hydration error:', error, error instanceof Error ? error.cause : undefined);
        },
      });
    });
  } else {
    // `npm run dev` serves the unrendered index.html.
    createRoot(root).render(app);
  }
}

/**
 * Once per page load, after the load event, when pixels added by other scripts are in. Its code is in a
 * chunk of its own: nothing before it needs it, so the entry does not carry it.
 */
function fixImageAltsAfterLoad(): void {
  const fix = (): void => {
    import('./shell/image-alts').then(
      ({ fixInvisibleImageAlts }) => fixInvisibleImageAlts(),
      (error: unknown) => {
        console.error('The image check could not load:', error);
      },
    );
  };
  if (document.readyState === 'complete') fix();
  else window.addEventListener('load', fix, { once: true });
}

// The page's own code (named by its module list) first: hydration then renders the page itself and matches the prerendered HTML.
// Not a top-level await: the page chunks import from this entry's chunk (vite.config.ts gathers the
// shared modules into it), and a chunk that imports a module still awaiting would never run.
const code = landingPageCode(document) ?? undefined;
// The whole style sheet too (the page carries only its own HTML's rules: routing/page-modules.ts), so that
// nothing the code renders once it runs is ever shown unstyled.
void Promise.all([
  loadFrame(),
  preloadRoute(window.location.pathname, { code }),
  reactDomClient(),
  wholeStyleSheetSettled(document),
])
  .then(
    ([frame, , client]) => {
      start(client, mount, frame);
    },
    (error: unknown) => {
      // The prerendered page stays readable; hydrating it without its code would replace it with nothing.
      console.error('The page could not load its code:', error);
    },
  )
  // After hydration, so React never meets an attribute it did not render.
  .then(fixImageAltsAfterLoad);
