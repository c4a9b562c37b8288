import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { timeBudget } from './time-budget';

// waitFor and findBy* wait for a render or a focus, never for a time to pass; their 1 s default is a
// hang guard, stretched on a busy machine like every other one.
configure({ asyncUtilTimeout: timeBudget(1000) });

afterEach(() => {
  cleanup();
});
