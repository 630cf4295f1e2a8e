/**
 * `npm test`: every check, in order, against real tools. Stops at the first
 * failing step, then prints the counts of tests run per kind; the last line
 * reads "N passed, N failed".
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { faketimePath, movedAhead } from './faketime.ts';

const root = new URL('..', import.meta.url).pathname;
const reports = `${root}reports`;
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}
interface Step {
  name: string;
  command: string[];
  env?: Record<string, string>;
  /** Reads the test counts the step wrote, for the summary. */
  counts?: () => Counts;
}

function vitestCounts(file: string) {
  return (): Counts => {
    const report = JSON.parse(readFileSync(file, 'utf8')) as {
      numPassedTests: number;
      numFailedTests: number;
      numPendingTests: number;
      numTodoTests: number;
    };
    return {
      passed: report.numPassedTests,
      failed: report.numFailedTests,
      skipped: report.numPendingTests + report.numTodoTests,
    };
  };
}

function playwrightCounts(file: string) {
  return (): Counts => {
    const { stats } = JSON.parse(readFileSync(file, 'utf8')) as {
      stats: { expected: number; unexpected: number; flaky: number; skipped: number };
    };
    return { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped };
  };
}

const fileName = (kind: string) => kind.replaceAll(' ', '-');

/** A Vitest run of some projects; `moved` runs it with the machine's date a year and a half ahead. */
const vitest = (
  kind: string,
  projects: string[],
  { moved = false, env }: { moved?: boolean; env?: Record<string, string> } = {},
): Step => {
  const command = [
    'vitest',
    'run',
    ...projects.flatMap((project) => ['--project', project]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${reports}/${fileName(kind)}.json`,
  ];
  return {
    name: `${kind} tests`,
    // The system step installs faketime (scripts/ensure-system.ts); without it this step fails.
    command: moved ? [faketimePath ?? 'faketime', '-f', movedAhead, ...command] : command,
    env,
    counts: vitestCounts(`${reports}/${fileName(kind)}.json`),
  };
};

const playwright = (kind: string, config: string): Step => ({
  name: `${kind} tests`,
  command: ['playwright', 'test', '-c', config, '--reporter=list,json'],
  env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/${fileName(kind)}.json` },
  counts: playwrightCounts(`${reports}/${fileName(kind)}.json`),
});

/**
 * The checks in order. The entries of a group run side by side (the machine has two cores; lint
 * and typecheck each keep one busy, the browser suites about one); an entry of a group that is a
 * list is a chain, its steps one after the other. docs/decisions/0026-test-plan.md says why each is
 * where.
 */
type Chain = Step[];
const plan: (Step | (Step | Chain)[])[] = [
  { name: 'system packages', command: ['node', 'scripts/ensure-system.ts'] },
  [
    { name: 'lint', command: ['pnpm', 'run', 'lint'] },
    { name: 'typecheck', command: ['pnpm', 'run', 'typecheck'] },
  ],
  // Alone: beside lint and typecheck it took longer than after them (187 s against 73 + 103 s).
  vitest('unit', ['unit']),
  // Time never breaks a test: the same suites with the date moved ahead; the component and
  // story suites read no clock but the pinned one, so they run only moved. The browser suites run
  // one file at a time (one window holds the focus) and keep about one core busy: each shares
  // the machine with steps that need the other.
  // The unit suite takes both cores when alone (vitest.config.ts); here it shares them, and the
  // Storybook build takes the core it leaves before the component suite ends, so the visual suite
  // (the longest chain of the next group) starts with the group.
  [
    [
      vitest('unit moved', ['unit'], { moved: true, env: { UNIT_WORKERS: '1' } }),
      { name: 'storybook build', command: ['pnpm', 'run', 'build-storybook'] },
    ],
    vitest('component moved', ['components'], { moved: true }),
  ],
  [
    // Every story's play function and axe, once, in the brand theme of its site.
    vitest('story moved', ['storybook'], { moved: true }),
    // Every story in each theme it is shown in: axe and a screenshot against the committed baseline.
    playwright('visual', 'visual-tests/stories.config.ts'),
    // The site build, for the e2e step. The components' cost is a report with no pass or fail
    // (`npm run component-cost`), not a check: it no longer takes a minute of CPU here (stop 33).
    { name: 'site build', command: ['pnpm', '--filter', '@marquee/site', 'build'] },
  ],
  playwright('e2e', 'visual-tests/playwright.config.ts'),
];

interface Result {
  step: Step;
  status: 'passed' | 'failed' | 'not run';
  seconds: number;
  counts?: Counts;
}

/** Runs one step, its output prefixed by its name when it shares the terminal with another. */
function runStep(step: Step, shared: boolean): Promise<Result> {
  console.log(`\n=== ${step.name}: ${step.command.join(' ')}`);
  // Step times are durations, read from the monotonic clock: the product's "now" is not involved.
  const started = performance.now();
  const [command, ...args] = step.command as [string, ...string[]];
  const child = spawn(command, args, {
    cwd: root,
    stdio: shared ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, ...step.env },
  });
  if (shared) {
    for (const stream of [child.stdout, child.stderr]) {
      if (stream) createInterface({ input: stream }).on('line', (line) => console.log(`[${step.name}] ${line}`));
    }
  }
  return new Promise((resolve) => {
    child.on('error', (error) => console.error(`[${step.name}] ${error.message}`));
    child.on('close', (code) => {
      let counts: Counts | undefined;
      try {
        counts = step.counts?.();
      } catch {
        counts = undefined;
      }
      const seconds = (performance.now() - started) / 1000;
      resolve({ step, status: code === 0 ? 'passed' : 'failed', seconds, counts });
    });
  });
}

const startedAll = performance.now();
const results: Result[] = [];
let failed = false;
/** Runs a chain's steps in turn; after a failure the rest of the chain is not run. */
async function runChain(chain: Chain, shared: boolean): Promise<Result[]> {
  const outcomes: Result[] = [];
  for (const step of chain) {
    if (outcomes.some(({ status }) => status === 'failed')) {
      outcomes.push({ step, status: 'not run', seconds: 0 });
      continue;
    }
    outcomes.push(await runStep(step, shared));
  }
  return outcomes;
}

for (const entry of plan) {
  const group = (Array.isArray(entry) ? entry : [entry]).map((item) => (Array.isArray(item) ? item : [item]));
  if (failed) {
    results.push(...group.flat().map((step) => ({ step, status: 'not run' as const, seconds: 0 })));
    continue;
  }
  const outcomes = (await Promise.all(group.map((chain) => runChain(chain, group.length > 1)))).flat();
  results.push(...outcomes);
  if (outcomes.some(({ status }) => status === 'failed')) failed = true;
}

console.log('\n=== Summary');
for (const { step, status, seconds, counts } of results) {
  const tally = counts ? ` (${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped)` : '';
  console.log(`${status.padEnd(8)} ${step.name.padEnd(22)} ${seconds.toFixed(1).padStart(6)} s${tally}`);
}
console.log(`Total: ${((performance.now() - startedAll) / 60_000).toFixed(1)} min`);
const counted = results.flatMap(({ step, counts }) =>
  counts ? [{ kind: step.name.replace(' tests', ''), counts }] : [],
);
const passed = counted.reduce((sum, { counts }) => sum + counts.passed, 0);
const failedTests = counted.reduce((sum, { counts }) => sum + counts.failed, 0);
// A failing step with no failing test (lint, typecheck, a build) still counts as one failure.
const failedSteps = results.filter(({ status, counts }) => status === 'failed' && !counts?.failed).length;
console.log(
  `Tests run per kind: ${counted.map(({ kind, counts }) => `${kind} ${counts.passed + counts.failed}`).join(', ')}`,
);
if (existsSync(`${reports}`)) console.log(`Reports: ${reports}`);
console.log(`${passed} passed, ${failedTests + failedSteps} failed`);
process.exit(failed ? 1 : 0);
