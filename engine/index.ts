/**
 * The package's root entry, `@play-smart/engine`: every rules module (the games, the calculator, the
 * card picker, the myths ticker, the forms, sharing, the T-shirt offer), `core` and the HTTP `contract`
 * in one import. Each is also its own subpath (`@play-smart/engine/quiz-game`, ...), which is what a
 * front-end usually imports. The driver and the test helpers are only subpaths
 * (`@play-smart/engine/driver`, `@play-smart/engine/testing`): the rules need neither.
 *
 * @example
 * ```ts
 * import { gamblerQuiz, selectGamblerQuizRiskLevel, type GamblerQuizState } from '@play-smart/engine';
 * ```
 *
 * @packageDocumentation
 * @module engine
 */
export * from './core';
export * from './gambler-quiz';
export * from './tshirt';
export * from './calculator';
export * from './card-picker';
export * from './myths';
export * from './sharing';
export * from './modal';
export * from './quiz-game';
export * from './forms';
export * from './scroll-game';
export * from './nickname-generator';
export * from './hobby-generator';
export * from './contract';
