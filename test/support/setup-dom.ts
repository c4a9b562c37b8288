import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';
import { timeBudget } from './time-budget';

// waitFor and findBy* wait for a render or a focus, never for a time to pass; their 1 s default is a
// hang guard, stretched on a busy machine like every other one.
configure({ asyncUtilTimeout: timeBudget(1000) });

afterEach(() => {
  cleanup();
});

// The view files share a worker's window (vite.config.ts: the views project is not isolated): what a file
// put in the document itself (not through render) or stored is cleared when it ends, so the next file starts
// on an empty page as it would in a window of its own.
afterAll(() => {
  for (const element of [document.documentElement, document.body]) {
    for (const name of element.getAttributeNames()) element.removeAttribute(name);
  }
  document.head.replaceChildren();
  document.body.replaceChildren();
  localStorage.clear();
  sessionStorage.clear();
});
