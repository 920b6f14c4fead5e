import fc from 'fast-check';

// Property runs per test: 100 by default; the mutation run lowers it (FC_NUM_RUNS) because it
// repeats the suite once per mutant. A failing seed is pinned as an example row, not here.
const numRuns = Number(process.env.FC_NUM_RUNS ?? '100');
fc.configureGlobal({ numRuns: Number.isFinite(numRuns) && numRuns > 0 ? numRuns : 100 });
