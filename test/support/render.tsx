import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { COMMON_WORDS } from '../../site/content/en/common';
import { FrameProvider } from '../../site/shell/frame';
import { siteFrame } from '../../site/shell/frame-words';
import { localeOfPath } from '../../site/routing/locale';
import { CommonWordsProvider } from '../../views/layout';
import { memoryHistory, RouterProvider } from '../../views/router';
import { RuntimeProvider } from '../../views/runtime';
import { createTestRuntime, type TestRuntime, type TestRuntimeOptions } from './test-runtime';

/** Renders a view inside a test runtime, a router and the frame of the route's language; returns both. */
export function renderWithRuntime(
  ui: ReactElement,
  options: TestRuntimeOptions & { route?: string } = {},
): RenderResult & { runtime: TestRuntime } {
  const runtime = createTestRuntime(options);
  const result = render(
    <RuntimeProvider runtime={runtime}>
      <FrameProvider frame={siteFrame(localeOfPath(options.route ?? '/'))}>
        <CommonWordsProvider words={COMMON_WORDS}>
          <RouterProvider history={memoryHistory(options.route ?? '/')}>{ui}</RouterProvider>
        </CommonWordsProvider>
      </FrameProvider>
    </RuntimeProvider>,
  );
  return { ...result, runtime };
}
