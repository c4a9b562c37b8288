import { describe, expect, it } from 'vitest';
import * as byName from '@play-smart/engine/quiz-game';
import * as rootByName from '@play-smart/engine';
import { createDriver as driverByName } from '@play-smart/engine/driver';
import * as rootByPath from '@play-smart/engine';
import * as byPath from '@play-smart/engine/quiz-game';
import { createDriver as driverOfViews } from '../../views/runtime';

/**
 * Views and site code may import the engine by its package name: it resolves to the same source modules
 * as the relative imports (vite.config.ts's alias, tsconfig.json's paths), so both kinds can live side by
 * side while the imports are rewritten, without two copies of a module or its state.
 */
describe('@play-smart/engine from views code', () => {
  it('is the same module as the relative import, subpath and root alike', () => {
    expect(byName.quizGame).toBe(byPath.quizGame);
    expect(byName.selectQuizGameLives).toBe(byPath.selectQuizGameLives);
    expect(rootByName.quizGame).toBe(rootByPath.quizGame);
    expect(rootByName.quizGame).toBe(byName.quizGame);
  });

  it('gives views/runtime the package’s driver', () => {
    expect(driverOfViews).toBe(driverByName);
  });
});
