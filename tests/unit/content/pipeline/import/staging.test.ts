import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stagingFolder, sweepStaleStaging } from '../../../../../content/pipeline/import/staging';

/** The id of a process that has ended. */
const goneProcess = () => spawnSync('true').pid;

function articleDir(): string {
  const dir = join(mkdtempSync(join(tmpdir(), 'staging-')), '10099');
  mkdirSync(dir);
  return dir;
}

describe('what a stopped import leaves beside the versions', () => {
  it('is removed by the next import; a running import’s folder stays', async () => {
    const dir = articleDir();
    const stale = `.importing-1.1.0-${goneProcess()}-0a1b2c3d4e5f`;
    mkdirSync(join(dir, stale, 'pages'), { recursive: true });
    const running = stagingFolder(dir, '1.1.0');
    mkdirSync(running);
    mkdirSync(join(dir, '1.0.0'));

    expect(await sweepStaleStaging(dir)).toEqual([stale]);
    expect(readdirSync(dir).sort()).toEqual([basename(running), '1.0.0'].sort());
  });

  it('moves back a version a killed publish had moved aside before the new one took its place', async () => {
    const dir = articleDir();
    const aside = `.importing-1.0.0-${goneProcess()}-0a1b2c3d4e5f-replaced`;
    mkdirSync(join(dir, aside));
    writeFileSync(join(dir, aside, 'manifest.json'), '{"version":"1.0.0"}');

    await sweepStaleStaging(dir);
    expect(readdirSync(dir)).toEqual(['1.0.0']);
    expect(readFileSync(join(dir, '1.0.0', 'manifest.json'), 'utf8')).toContain('1.0.0');
  });

  it('removes a version moved aside once the new one is in place', async () => {
    const dir = articleDir();
    mkdirSync(join(dir, '1.0.0'));
    mkdirSync(join(dir, `.importing-1.0.0-${goneProcess()}-0a1b2c3d4e5f-replaced`));
    await sweepStaleStaging(dir);
    expect(readdirSync(dir)).toEqual(['1.0.0']);
  });

  it('does nothing for an article not imported before', async () => {
    expect(await sweepStaleStaging(join(tmpdir(), 'no-such-article-dir'))).toEqual([]);
    expect(existsSync(join(tmpdir(), 'no-such-article-dir'))).toBe(false);
  });
});
