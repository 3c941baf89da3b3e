// `npm run edition -- import <score> <recording> [--voice S=file …] --facts <facts.json> [--out <dir>] [--replace]`
// makes an edition version from a publisher's score (MusicXML .musicxml/.xml/.mxl or MEI) and a
// recording of the whole choir (WAV, FLAC, MP3, AAC …), optionally with recordings of single voices
// (S, A, T, B). The facts file names the article's texts, composers, price and flags, and for a
// work in several parts (movements) each part's score and recording. Writes
// {out}/{articleId}/{version}/ (default out: content/editions) and its catalogue entry once it passes
// its checks. A version that exists is replaced only with --replace.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Voice } from '../../src/core/contract/api';
import { readFacts } from './import/facts';
import { importEdition } from './import/import-edition';

const VOICE_LETTERS: Record<string, Voice> = { S: 'soprano', A: 'alto', T: 'tenore', B: 'basso' };
const USAGE =
  'usage: npm run edition -- import <score.musicxml|.mxl|.mei> <recording> [--voice S=file ...] --facts <facts.json> [--out <dir>] [--replace]';

function parseArgs(args: string[]) {
  const positional: string[] = [];
  const voices: Partial<Record<Voice, string>> = {};
  let facts: string | undefined;
  let out = join(import.meta.dirname, '..', 'editions');
  let replace = false;
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a === '--facts') facts = args[++i];
    else if (a === '--out') out = resolve(args[++i]!);
    else if (a === '--replace') replace = true;
    else if (a === '--voice') {
      const [letter, file] = (args[++i] ?? '').split('=');
      const voice = VOICE_LETTERS[letter ?? ''];
      if (!voice || !file) throw new Error(`--voice wants S=file, A=file, T=file or B=file\n${USAGE}`);
      voices[voice] = resolve(file);
    } else positional.push(a);
  }
  return { positional, voices, facts, out, replace };
}

async function main() {
  const [command, ...rest] = process.argv.slice(2);
  if (command !== 'import') throw new Error(USAGE);
  const { positional, voices, facts, out, replace } = parseArgs(rest);
  if (!facts) throw new Error(`--facts is required\n${USAGE}`);
  const [score, recording] = positional.map((p) => resolve(p));
  const f = await readFacts(facts, { score, recording, voices });
  const tmp = await mkdtemp(join(tmpdir(), 'choir-coach-import-'));
  try {
    console.log(`importing ${f.articleId} ${f.version} (${f.parts.length} part(s))`);
    const result = await importEdition(f, out, tmp, console.log, { replace });
    for (const p of result.problems) console.log(`  PROBLEM: ${p}`);
    if (result.problems.length) {
      console.log('  nothing was written: the catalogue and its versions are as they were');
      process.exitCode = 1;
    } else console.log(`  written to ${result.dir}, all checks passed`);
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
}

try {
  await main();
} catch (e) {
  console.error(e instanceof Error ? e.message : e);
  process.exitCode = 1;
}
