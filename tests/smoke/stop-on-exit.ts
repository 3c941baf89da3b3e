/**
 * Process groups (servers, the WebKit driver under Xvfb) that must not outlive the smoke run: each
 * is stopped when the run exits, also on a test's time-out or a signal (the stage's `timeout`,
 * Ctrl-C), and never left for the next run's ports.
 */
const groups = new Set<number>();
let listening = false;

function stopAll() {
  for (const group of groups) stopGroup(group);
}

/** Sends SIGTERM to the process group led by `pid`, if it still runs. */
export function stopGroup(pid: number) {
  groups.delete(pid);
  try {
    process.kill(-pid, 'SIGTERM');
  } catch {
    // already gone
  }
}

export function stopOnExit(pid: number) {
  if (!listening) {
    listening = true;
    process.once('exit', stopAll);
    for (const [signal, code] of [
      ['SIGINT', 130],
      ['SIGTERM', 143],
      ['SIGHUP', 129],
    ] as const)
      process.once(signal, () => process.exit(code));
  }
  groups.add(pid);
}
