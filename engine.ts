// Temporary, until views/, site/ and test/ import '@play-smart/engine' instead of the engine's folder.
// engine/ holds a package.json now, and tools that meet a relative import of a folder holding a
// package.json resolve it through that package.json rather than to its index.ts: Playwright's loader
// hands it to Node (which refuses folder imports), Vite reads its exports (engine/dist). Every resolver
// tries a file before a folder, so `'../../engine'` finds this file and, through it, the source.
export * from './engine/index';
