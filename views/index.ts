export * from './runtime';
export * from './layout';
export * from './router';
export * from './share';
export * from './tshirt';
export * from './gambler-quiz';
