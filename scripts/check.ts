/**
 * `npm test`: every check, in order, against real tools. Stops at the first
 * failing step, then prints the counts of tests run per kind; the last line
 * reads "N passed, N failed".
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

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

const vitest = (kind: string, projects: string[], env?: Record<string, string>): Step => ({
  name: `${kind} tests`,
  env,
  command: [
    'vitest',
    'run',
    ...projects.flatMap((project) => ['--project', project]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${reports}/${kind.replace(' ', '-')}.json`,
  ],
  counts: vitestCounts(`${reports}/${kind.replace(' ', '-')}.json`),
});

const steps: Step[] = [
  { name: 'chromium', command: ['node', 'scripts/ensure-chromium.ts'] },
  { name: 'lint', command: ['pnpm', 'run', 'lint'] },
  { name: 'typecheck', command: ['pnpm', 'run', 'typecheck'] },
  vitest('unit', ['unit']),
  vitest('component', ['components']),
  // Every story, with its play function and axe, in each brand theme (member-and-shell.txt §9).
  vitest('story fr', ['storybook'], { STORY_SITE: 'fr' }),
  vitest('story benelux', ['storybook'], { STORY_SITE: 'nl' }),
  vitest('story default', ['storybook'], { STORY_SITE: 'ch' }),
  { name: 'storybook build', command: ['pnpm', 'run', 'build-storybook'] },
  { name: 'component cost', command: ['pnpm', 'run', 'component-cost'] },
  { name: 'site build', command: ['pnpm', '--filter', '@marquee/site', 'build'] },
  {
    name: 'e2e tests',
    command: ['playwright', 'test', '-c', 'visual-tests/playwright.config.ts', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/e2e.json` },
    counts: playwrightCounts(`${reports}/e2e.json`),
  },
];

const results: { step: Step; status: 'passed' | 'failed' | 'not run'; seconds: number; counts?: Counts }[] = [];
let failed = false;
for (const step of steps) {
  if (failed) {
    results.push({ step, status: 'not run', seconds: 0 });
    continue;
  }
  console.log(`\n=== ${step.name}: ${step.command.join(' ')}`);
  const started = Date.now();
  const [command, ...args] = step.command as [string, ...string[]];
  const outcome = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...step.env } });
  const ok = outcome.status === 0;
  let counts: Counts | undefined;
  const countsFile = step.counts;
  if (countsFile) {
    try {
      counts = countsFile();
    } catch {
      counts = undefined;
    }
  }
  results.push({ step, status: ok ? 'passed' : 'failed', seconds: (Date.now() - started) / 1000, counts });
  if (!ok) failed = true;
}

console.log('\n=== Summary');
for (const { step, status, seconds, counts } of results) {
  const tally = counts ? ` (${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped)` : '';
  console.log(`${status.padEnd(8)} ${step.name.padEnd(20)} ${seconds.toFixed(1).padStart(6)} s${tally}`);
}
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
