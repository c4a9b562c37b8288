/**
 * The Play Smart engine: framework-free, pure, clock-injected rules for every game, the calculator and
 * the forms. Other front-ends import only this file.
 *
 * @packageDocumentation
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
