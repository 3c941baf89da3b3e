/**
 * Resident memory of a server process started by `startServer` (its VmRSS and peak), read from
 * /proc: the load bench (`load.ts`) reports it fresh and after 200 connections for 60 s.
 */
import type { ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

function statusField(pid: number, field: string): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith(`${field}:`));
  return Number.parseInt(line?.split(/\s+/)[1] ?? '0', 10) / 1024;
}

/** The processes of a process group (a server started detached; `npm start` has npm and its launcher in it). */
export function groupMembers(pgid: number): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ')[2] === String(pgid);
      } catch {
        return false; // ended meanwhile
      }
    });
}

/** The server's own process in a group: `startServer` runs it alone, `npm start` beside its launcher. */
function serverPid(group: ChildProcess): number {
  // The largest member is the one holding the database.
  return (
    groupMembers(group.pid!).sort((a, b) => statusField(b, 'VmRSS') - statusField(a, 'VmRSS'))[0] ??
    group.pid!
  );
}

/** Resident and peak memory (MB) of a server started by `startServer`. */
export function serverMemoryMb(group: ChildProcess): { rss: number; peak: number } {
  const pid = serverPid(group);
  return { rss: statusField(pid, 'VmRSS'), peak: statusField(pid, 'VmHWM') };
}
