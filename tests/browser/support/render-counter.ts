/**
 * Counts how often each React component renders, through the hook React DevTools use (React looks
 * for it once, when react-dom loads): import this module before anything that imports React.
 * A component counts as rendered in a commit when its props or state differ from the last commit
 * (a memoised component that bailed out keeps both).
 */
interface Fiber {
  type: unknown;
  memoizedProps: unknown;
  memoizedState: unknown;
  alternate: Fiber | null;
  child: Fiber | null;
  sibling: Fiber | null;
}

const counts = new Map<string, number>();
const seen = new WeakMap<Fiber, { props: unknown; state: unknown }>();

/** A function component's name; also forwardRef's. A memo wrapper counts through its inner fiber. */
function nameOf(type: unknown): string | null {
  if (typeof type === 'function') return (type as { displayName?: string }).displayName || type.name || null;
  const render = (type as { render?: unknown } | null)?.render;
  return typeof render === 'function' ? nameOf(render) : null;
}

function walk(first: Fiber | null) {
  for (let fiber = first; fiber; fiber = fiber.sibling) {
    const last = seen.get(fiber) ?? (fiber.alternate ? seen.get(fiber.alternate) : undefined);
    const record = { props: fiber.memoizedProps, state: fiber.memoizedState };
    seen.set(fiber, record);
    if (fiber.alternate) seen.set(fiber.alternate, record);
    const name = nameOf(fiber.type);
    if (name && (!last || last.props !== record.props || last.state !== record.state))
      counts.set(name, (counts.get(name) ?? 0) + 1);
    walk(fiber.child);
  }
}

(globalThis as { __REACT_DEVTOOLS_GLOBAL_HOOK__?: unknown }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
  supportsFiber: true,
  renderers: new Map(),
  inject: () => 1,
  checkDCE() {},
  onScheduleFiberRoot() {},
  onPostCommitFiberRoot() {},
  onCommitFiberUnmount() {},
  onCommitFiberRoot(_id: number, root: { current: Fiber }) {
    walk(root.current.child);
  },
};

/** Renders per component name since the last call (or since the page loaded). */
export function takeRenders(): Record<string, number> {
  const taken = Object.fromEntries(counts);
  counts.clear();
  return taken;
}
