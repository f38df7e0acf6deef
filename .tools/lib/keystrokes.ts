/**
 * The cost of one keystroke in a text field, in a real browser on a production build: main-thread
 * CPU time (Chrome's Performance.getMetrics TaskDuration and ScriptDuration, before and after a
 * burst of key presses) and how many components React rendered (a React DevTools hook, installed
 * before React loads).
 * Not Lighthouse's or the React Profiler's job: neither counts renders per key press in a production build.
 */
import type { Locator, Page } from '@playwright/test';
import { initScript } from './chromium.ts';

/**
 * Installed in the page before any script (Playwright's addInitScript), so react-dom finds it
 * when it loads. Counts, per React commit, the components (function, class, forwardRef, memo)
 * that React performed work on, as the DevTools profiler does; tests/support/renderCounter.ts is
 * the same logic for jsdom. Production builds minify component names, so the count cannot tell
 * the project's components from MUI's or React Router's: it counts them all.
 */
function installRenderCounter() {
  const componentTags = new Set([0, 1, 11, 14, 15]);
  const performedWork = 1;
  const counter = { renders: 0, commits: 0 };
  interface Fiber {
    tag: number;
    flags: number;
    child: Fiber | null;
    sibling: Fiber | null;
    alternate: Fiber | null;
  }
  const collect = (next: Fiber, previous: Fiber | null) => {
    if (componentTags.has(next.tag) && (previous === null || (next.flags & performedWork) !== 0)) {
      counter.renders += 1;
    }
    if (previous !== null && next.child === previous.child) return;
    for (let child = next.child; child; child = child.sibling) collect(child, child.alternate);
  };
  let nextId = 1;
  Object.assign(window, {
    __renderCounter: counter,
    __REACT_DEVTOOLS_GLOBAL_HOOK__: {
      supportsFiber: true,
      renderers: new Map(),
      inject: () => nextId++,
      checkDCE: () => {},
      onScheduleFiberRoot: () => {},
      onCommitFiberUnmount: () => {},
      onPostCommitFiberRoot: () => {},
      onCommitFiberRoot: (_id: number, root: { current: Fiber }) => {
        counter.commits += 1;
        collect(root.current, root.current.alternate);
      },
    },
  });
}

/** installRenderCounter as an init script for `page.addInitScript`. */
export const renderCounterScript = initScript(installRenderCounter);

async function settle(page: Page) {
  await page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 50))),
      ),
  );
}

export interface KeyCost {
  /** main-thread task time per key */
  cpuMs: number;
  /** of which JavaScript */
  scriptMs: number;
  /** components rendered per key */
  renders: number;
}

/**
 * Presses `keys` keys in `field` and measures them, `rounds` times; returns the median round.
 * `typing`: letters appended to a field that already holds text (the field stays filled: the
 * common case). `toggling`: Backspace and a letter in turn on a one-letter field, so every key
 * moves the field between missing and filled and the step's gate (Next, the hint) updates.
 * `prefill`: what the field holds before the keys (typing only), e.g. a 1 MB paste.
 */
export async function measureKeystrokes(
  page: Page,
  field: Locator,
  {
    mode,
    keys = 100,
    rounds = 5,
    prefill = '',
  }: { mode: 'typing' | 'toggling'; keys?: number; rounds?: number; prefill?: string },
): Promise<KeyCost> {
  const session = await page.context().newCDPSession(page);
  await session.send('Performance.enable');
  const metrics = async () => {
    const { metrics: list } = await session.send('Performance.getMetrics');
    const value = (name: string) => list.find((m) => m.name === name)?.value ?? 0;
    return { task: value('TaskDuration'), script: value('ScriptDuration') };
  };
  const renders = () =>
    page.evaluate(
      () =>
        (window as { __renderCounter?: { renders: number } }).__renderCounter?.renders ??
        Number.NaN,
    );

  await field.focus();
  // A megabyte takes a busy machine's browser longer than an action's usual 30 s.
  await field.fill(mode === 'typing' ? prefill : '', { timeout: 180_000 });
  await page.keyboard.type(mode === 'typing' ? 'warm up ' : 'x');
  await settle(page);

  const results: KeyCost[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const before = await metrics();
    const rendersBefore = await renders();
    for (let key = 0; key < keys; key += 1) {
      if (mode === 'typing') await page.keyboard.press(String.fromCharCode(97 + (key % 26)));
      else await page.keyboard.press(key % 2 === 0 ? 'Backspace' : 'x');
    }
    await settle(page);
    const after = await metrics();
    const rendersAfter = await renders();
    results.push({
      cpuMs: ((after.task - before.task) * 1000) / keys,
      scriptMs: ((after.script - before.script) * 1000) / keys,
      renders: (rendersAfter - rendersBefore) / keys,
    });
  }
  await session.detach();
  results.sort((a, b) => a.cpuMs - b.cpuMs);
  return results[Math.floor(results.length / 2)]!;
}
