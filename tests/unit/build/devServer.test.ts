/**
 * `npm run dev` starts clean: vite.config.ts imports no site content, so Vite has nothing to warn
 * about (its native config loader's warning named the content's imports before).
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = process.cwd();

/** What the dev server prints until it says it is ready (or exits). */
function devServerStart(): Promise<string> {
  return new Promise((resolve, reject) => {
    const vite = spawn(
      process.execPath,
      [join(root, 'node_modules/vite/bin/vite.js'), '--port', '0', '--strictPort', 'false'],
      { cwd: root, env: { ...process.env, NO_COLOR: '1' } },
    );
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (/ready in/.test(output)) vite.kill();
    };
    vite.stdout.on('data', collect);
    vite.stderr.on('data', collect);
    vite.on('error', reject);
    vite.on('exit', () => resolve(output));
  });
}

describe('the dev server', () => {
  it('starts without a warning', async () => {
    const output = await devServerStart();
    expect(output).toMatch(/ready in/);
    expect(output).not.toMatch(/\(!\)|warn/i);
  }, 60_000);
});
