import { Suspense, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { deferred } from '../../site/shell/deferred';

/** A part with state of its own, as the home page's sections have. */
function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button
      type="button"
      onClick={() => {
        setCount((n) => n + 1);
      }}
    >
      {label} {count}
    </button>
  );
}

function Page({ Part }: { Part: ReturnType<typeof deferred<{ label: string }>> }) {
  return (
    <main>
      <h1>Page</h1>
      <Suspense fallback={<p>loading</p>}>
        <Part label="Clicks" />
      </Suspense>
    </main>
  );
}

describe('deferred parts', () => {
  // When the code arrives while React is still in the render that suspended on it, React carries on with
  // that render instead of starting afresh: a part must call the same hooks then (React error 467 when
  // it did not). Which delay lands in that window depends on the machine, so several are tried.
  it.each([0, 1, 2, 5, 10, 20, 50])(
    'hydrate with no error when their code arrives %i ms into hydration',
    async (delayMs) => {
      // The build: the code is loaded before rendering, so the HTML has the part.
      const built = deferred(() => Promise.resolve(Counter));
      await built.preload();
      const html = renderToString(<Page Part={built} />);
      expect(html).toContain('Clicks');

      // The browser: a fresh module whose code arrives a moment after hydration has started.
      const root = document.createElement('div');
      root.innerHTML = html;
      document.body.append(root);
      let arrive: (component: typeof Counter) => void = () => undefined;
      const part = deferred(() => new Promise<typeof Counter>((resolve) => (arrive = resolve)));
      const errors: unknown[] = [];
      // React's own scheduler, as in the browser.
      hydrateRoot(root, <Page Part={part} />, { onRecoverableError: (error) => errors.push(error) });
      void part.preload();
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      arrive(Counter);
      await part.shown;

      expect(errors).toEqual([]);
      const button = root.querySelector('button');
      expect(button?.textContent).toBe('Clicks 0');
      button?.click();
      await new Promise((resolve) => setTimeout(resolve, 0));
      // Hydrated in place: the same element, and React handles its clicks.
      expect(root.querySelector('button')).toBe(button);
      expect(button?.textContent).toBe('Clicks 1');
      root.remove();
    },
  );
});
