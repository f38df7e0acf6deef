/**
 * Counts which components rendered in each React commit, through the hook React offers to its
 * DevTools. It must be installed before react-dom is first imported (see vite.config.ts's
 * setupFiles order). A component counts as rendered when React performed work on it in that
 * commit, which is how the React DevTools profiler decides "did this render".
 */

interface Fiber {
  tag: number;
  type: unknown;
  flags: number;
  child: Fiber | null;
  sibling: Fiber | null;
  alternate: Fiber | null;
}

type Listener = (rendered: readonly unknown[]) => void;

const functionComponent = 0;
const classComponent = 1;
const forwardRef = 11;
const memoComponent = 14;
const simpleMemoComponent = 15;
const componentTags = new Set([
  functionComponent,
  classComponent,
  forwardRef,
  memoComponent,
  simpleMemoComponent,
]);
const performedWork = 1;

const listeners = new Set<Listener>();

/** The component function a fiber renders (unwrapping forwardRef and memo). */
function componentOf(fiber: Fiber): unknown {
  let type = fiber.type as { render?: unknown; type?: unknown } | undefined;
  while (type && typeof type === 'object') {
    type = (type.render ?? type.type) as typeof type;
  }
  return type;
}

function collect(next: Fiber, previous: Fiber | null, into: unknown[]) {
  if (componentTags.has(next.tag) && (previous === null || (next.flags & performedWork) !== 0)) {
    into.push(componentOf(next));
  }
  // Children that were not cloned in this commit did not render; DevTools skips them the same way.
  if (previous !== null && next.child === previous.child) return;
  for (let child = next.child; child; child = child.sibling) collect(child, child.alternate, into);
}

export function installRenderCounter() {
  const target = globalThis as { __REACT_DEVTOOLS_GLOBAL_HOOK__?: unknown };
  if (target.__REACT_DEVTOOLS_GLOBAL_HOOK__) return;
  let nextRendererId = 1;
  target.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => nextRendererId++,
    checkDCE: () => {},
    onScheduleFiberRoot: () => {},
    onCommitFiberUnmount: () => {},
    onPostCommitFiberRoot: () => {},
    onCommitFiberRoot: (_id: number, root: { current: Fiber }) => {
      if (listeners.size === 0) return;
      const rendered: unknown[] = [];
      collect(root.current, root.current.alternate, rendered);
      listeners.forEach((listener) => listener(rendered));
    },
  };
}

/**
 * Records the components rendered while `action` runs and its updates settle.
 *
 * @returns one entry per render of a component (a component rendered twice appears twice).
 */
export async function recordRenders(action: () => Promise<void>): Promise<unknown[]> {
  const rendered: unknown[] = [];
  const listener: Listener = (components) => rendered.push(...components);
  listeners.add(listener);
  try {
    await action();
  } finally {
    listeners.delete(listener);
  }
  return rendered;
}
