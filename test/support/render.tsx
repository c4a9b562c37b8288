import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { COMMON_WORDS } from '../../site/content/en/common';
import { CommonWordsProvider } from '../../views/layout';
import { RuntimeProvider } from '../../views/runtime';
import { createTestRuntime, type TestRuntime, type TestRuntimeOptions } from './test-runtime';

/** Renders a view inside a test runtime and a router; returns both. */
export function renderWithRuntime(
  ui: ReactElement,
  options: TestRuntimeOptions & { route?: string } = {},
): RenderResult & { runtime: TestRuntime } {
  const runtime = createTestRuntime(options);
  const result = render(
    <RuntimeProvider runtime={runtime}>
      <CommonWordsProvider words={COMMON_WORDS}>
        <MemoryRouter initialEntries={[options.route ?? '/']}>{ui}</MemoryRouter>
      </CommonWordsProvider>
    </RuntimeProvider>,
  );
  return { ...result, runtime };
}
