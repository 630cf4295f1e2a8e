import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

describe('Runtime (issue: Node.js 24 LTS for every script, test and server)', () => {
  it('runs the tests on Node 24', () => {
    expect(process.version).toMatch(/^v24\./);
  });

  it('finds Node 24 first on the PATH that project scripts see', () => {
    expect(execFileSync('node', ['-v'], { encoding: 'utf8' }).trim()).toMatch(/^v24\./);
  });
});
