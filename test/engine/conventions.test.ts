import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as engine from '@play-smart/engine';

const engineDir = join(import.meta.dirname, '../../engine');
/** The shared contract and the package's edge (the driver, the test helpers) name things plainly, as core does; api and docs hold reports and guides. */
const UNPREFIXED = ['core', 'driver', 'testing', 'dist', 'node_modules', 'api', 'docs'];
const modules = readdirSync(engineDir).filter(
  (name) => !UNPREFIXED.includes(name) && statSync(join(engineDir, name)).isDirectory(),
);

/**
 * The words an export of a module may carry as its prefix, compared without case or underscores. The
 * slug for every module; the forms module also names its three flows (registration, email-friend,
 * contact form) and the generic form flow by themselves.
 */
function prefixesOf(module: string): string[] {
  const slug = module.replaceAll('-', '');
  // The HTTP contract: API_ names, and the bodies of the modules whose endpoints it describes.
  if (module === 'contract') return ['api', 'scrollgame', 'registration', 'emailfriend'];
  return module === 'forms' ? [slug, 'form', 'registration', 'emailfriend', 'contactform'] : [slug];
}

/** The names an index.ts exports, values and types alike. */
function exportedNames(module: string): string[] {
  const source = readFileSync(join(engineDir, module, 'index.ts'), 'utf8');
  return [...source.matchAll(/export (?:type )?\{([^}]*)\}/g)].flatMap((m) =>
    (m[1] ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  );
}

describe('one naming convention for the engine API', () => {
  it('finds the modules', () => {
    expect(modules).toEqual(
      expect.arrayContaining(['gambler-quiz', 'quiz-game', 'forms', 'sharing', 'tshirt']),
    );
  });

  it.each(modules)('every export of %s carries its module prefix', (module) => {
    const prefixes = prefixesOf(module);
    const names = exportedNames(module);
    expect(names.length).toBeGreaterThan(0);
    const bare = names.filter((name) => {
      const plain = name.toLowerCase().replaceAll('_', '');
      return !prefixes.some((prefix) => plain.includes(prefix));
    });
    expect(bare).toEqual([]);
  });

  it('every focus target starts with its module slug and a colon', () => {
    const focusSets = Object.entries(engine).filter(([name]) => /_FOCUS(_TARGETS)?$/.test(name));
    expect(focusSets.map(([name]) => name).sort()).toEqual([
      'CALCULATOR_FOCUS',
      'FORMS_FOCUS',
      'GAMBLER_QUIZ_FOCUS',
      'HOBBY_GENERATOR_FOCUS',
      'MODAL_FOCUS_TARGETS',
      'NICKNAME_GENERATOR_FOCUS',
      'QUIZ_GAME_FOCUS',
      'SCROLL_GAME_FOCUS',
    ]);
    for (const [name, targets] of focusSets) {
      const slug = name
        .replace(/_FOCUS(_TARGETS)?$/, '')
        .toLowerCase()
        .replaceAll('_', '-');
      for (const target of Object.values(targets as Record<string, string>)) {
        expect(target, name).toMatch(new RegExp(`^${slug}:[a-z-]+$`));
      }
    }
    expect(engine.formsFieldFocusTarget('email')).toBe('forms:field:email');
  });
});
