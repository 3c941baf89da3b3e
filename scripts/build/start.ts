/**
 * `npm start`: builds only when something the build is made from changed (scripts/build/stamp.ts),
 * then starts the server in this same process (one runtime start less than a second command).
 */
import { spawnSync } from 'node:child_process';
import { staleReason } from './stamp';

const reason = staleReason();
if (reason !== null) {
  console.log(`Building first (${reason}).`);
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
await import('../../server/main');
