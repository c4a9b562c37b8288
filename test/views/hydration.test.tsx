import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { siteFrame } from '../../site/shell/frame-words';
import { localeOfPath } from '../../site/routing/locale';
import { App } from '../../site/shell/app';
import { PRERENDER_PATHS, renderPage } from '../../site/entry-server';
import { memoryHistory } from '../../views/router';
import { createTestRuntime } from '../support/test-runtime';

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

/**
 * Hydrates a page's build-time HTML with the browser's components and a runtime whose seed differs from
 * the build's, collecting every hydration error React reports.
 */
async function hydrate(
  path: string,
  html: string,
): Promise<{ errors: unknown[]; consoleErrors: unknown[][] }> {
  const errors: unknown[] = [];
  const consoleErrors: unknown[][] = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
  const container = document.createElement('div');
  container.id = 'app';
  container.innerHTML = html;
  document.body.append(container);
  const runtime = createTestRuntime({ seed: 987_654_321 });
  await act(async () => {
    hydrateRoot(
      container,
      <App runtime={runtime} history={memoryHistory(path)} frame={siteFrame(localeOfPath(path))} />,
      {
        onRecoverableError: (error) => errors.push(error),
      },
    );
    await Promise.resolve();
  });
  return { errors, consoleErrors };
}

describe('prerendered pages hydrate without a mismatch', () => {
  it.each(PRERENDER_PATHS)('%s', async (path) => {
    const page = await renderPage(path);
    expect(page.html).toContain('<main');
    const { errors, consoleErrors } = await hydrate(path, page.html);
    expect(errors).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it('catches a mismatch: markup that differs from what the browser renders fails', async () => {
    const page = await renderPage('/');
    const tampered = page.html.replace(/<h1([^>]*)>[^<]*/, '<h1$1>Not what the browser renders');
    const { errors, consoleErrors } = await hydrate('/', tampered);
    expect(errors.length + consoleErrors.length).toBeGreaterThan(0);
  });
});
