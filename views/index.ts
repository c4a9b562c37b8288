export * from './runtime';
export * from './layout';
export * from './tshirt';
export * from './gambler-quiz';
