#!/usr/bin/env node
// `npm run mutation`: Stryker over packages/domain; saves the score to bench/results/mutation.*.
// Not part of `npm test`: it runs the domain suite once per mutant and takes a while.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pnpm } from './pnpm.mjs';
import { ROOT, installDependencies } from './lib.mjs';

const TARGET = 85;
const domain = join(ROOT, 'packages/domain');
// --report-only rewrites the figures from the last Stryker report without running it again.
if (!process.argv.includes('--report-only')) {
  installDependencies();
  const status = pnpm(['exec', 'stryker', 'run', 'stryker.config.mjs'], {
    cwd: domain,
    env: { ...process.env, FC_NUM_RUNS: process.env.FC_NUM_RUNS ?? '25' },
  });
  if (status !== 0) process.exit(status);
}

const report = JSON.parse(readFileSync(join(domain, 'reports/mutation/mutation.json'), 'utf8'));
const counts = {};
const perFile = [];
for (const [file, { mutants }] of Object.entries(report.files)) {
  const fileCounts = {};
  for (const { status: s } of mutants) {
    counts[s] = (counts[s] ?? 0) + 1;
    fileCounts[s] = (fileCounts[s] ?? 0) + 1;
  }
  perFile.push({ file, ...scoreOf(fileCounts) });
}

/** Stryker's score: detected (killed + timeout) over valid mutants (detected + survived + no coverage). */
function scoreOf(c) {
  const detected = (c.Killed ?? 0) + (c.Timeout ?? 0);
  const valid = detected + (c.Survived ?? 0) + (c.NoCoverage ?? 0);
  return {
    detected,
    valid,
    score: valid === 0 ? 100 : Math.round((detected / valid) * 10000) / 100,
  };
}

const total = scoreOf(counts);
const results = join(ROOT, 'bench/results');
mkdirSync(results, { recursive: true });
const summary = { date: new Date().toISOString(), target: TARGET, ...total, counts, perFile };
writeFileSync(join(results, 'mutation.json'), `${JSON.stringify(summary, null, 2)}\n`);
const rows = perFile
  .sort((a, b) => a.score - b.score)
  .map((f) => `| ${f.file} | ${f.detected}/${f.valid} | ${f.score}% |`);
writeFileSync(
  join(results, 'mutation.md'),
  [
    `# Mutation score of packages/domain`,
    '',
    `${summary.date}: **${total.score}%** detected: ${total.detected} of ${total.valid} valid mutants (target ${TARGET}%).`,
    `Static mutants (module-level tables and constants, ${counts.Ignored ?? 0} here) are ignored:`,
    'each reruns the whole suite, over 90% of the run time for a third of the mutants.',
    `Property tests ran with FC_NUM_RUNS=${process.env.FC_NUM_RUNS ?? '25'} per property.`,
    `Statuses: ${Object.entries(counts)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}.`,
    '',
    '| file | detected/valid | score |',
    '| --- | --- | --- |',
    ...rows,
    '',
  ].join('\n'),
);
console.log(`mutation score ${total.score}% (target ${TARGET}%)`);
process.exit(total.score >= TARGET ? 0 : 1);
