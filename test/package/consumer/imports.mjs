// Run with plain node by test/package in the consumer project: imports every subpath of the installed
// package and prints how many exports each has.
const SUBPATHS = JSON.parse(process.argv[2]);
const counts = {};
for (const subpath of SUBPATHS) {
  const specifier = subpath === '.' ? '@play-smart/engine' : `@play-smart/engine/${subpath.slice(2)}`;
  counts[subpath] = Object.keys(await import(specifier)).length;
}
process.stdout.write(`${JSON.stringify(counts)}\n`);
