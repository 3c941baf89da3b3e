// The article's facts a publisher gives with an import (`--facts facts.json`): texts in de, en and
// fr, composers with their roles, price and flags, and the parts with their scores and recordings
// (paths relative to the facts file; a one-part import may name them on the command line instead).
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { z } from 'zod';
import { VOICES } from '../../../src/core/contract/constants';

const Text = z.object({ de: z.string().min(1), en: z.string().min(1), fr: z.string().min(1) });
const Words = z.object({ de: z.array(z.string()), en: z.array(z.string()), fr: z.array(z.string()) });

const PartSchema = z.object({
  title: Text,
  score: z.string().optional(),
  recording: z.string().optional(),
  /** recordings of single voices: the practice renditions of those voices */
  voices: z.partialRecord(z.enum(VOICES), z.string()).optional(),
});

export const FactsSchema = z.object({
  articleId: z.string().regex(/^\d+$/),
  version: z.string().regex(/^\d+\.\d+\.\d+$/),
  title: Text,
  subtitle: Text.optional(),
  composers: z.array(
    // a living composer has no year of death, "Traditional" no years at all
    z.object({
      name: z.string().min(1),
      born: z.number().int().optional(),
      died: z.number().int().optional(),
      role: Text,
    }),
  ),
  catalogueNumber: z.string().regex(/^\d+$/),
  priceCents: z.number().int().min(0),
  onSale: z.boolean(),
  offer: z.boolean(),
  keywords: Words,
  /** HTML, <p> only */
  aboutWork: Text,
  aboutRecording: Text,
  parts: z.array(PartSchema).min(1),
});

export type Facts = z.infer<typeof FactsSchema>;
export type ImportPart = Facts['parts'][number] & { score: string; recording: string };
export type ImportFacts = Omit<Facts, 'parts'> & { parts: ImportPart[] };

/** The facts, or an error naming the file and each field that is missing or wrong. */
function checked(file: string, text: string): Facts {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(`${file}: not JSON: ${(error as Error).message}`);
  }
  const result = FactsSchema.safeParse(json);
  if (!result.success)
    throw new Error(`${file}: the facts are incomplete:\n${z.prettifyError(result.error)}`);
  return result.data;
}

/** Reads and checks the facts; paths become absolute, the command line's fill a one-part import. */
export async function readFacts(
  file: string,
  cli: { score?: string; recording?: string; voices: Partial<Record<(typeof VOICES)[number], string>> },
): Promise<ImportFacts> {
  const facts = checked(file, await readFile(file, 'utf8'));
  const base = dirname(resolve(file));
  const parts = facts.parts.map((p, i): ImportPart => {
    const one = facts.parts.length === 1 && i === 0;
    const score = p.score ? resolve(base, p.score) : one ? cli.score : undefined;
    const recording = p.recording ? resolve(base, p.recording) : one ? cli.recording : undefined;
    if (!score || !recording) throw new Error(`part ${i + 1}: a score and a recording are needed`);
    const voices = Object.fromEntries(
      Object.entries({ ...(one ? cli.voices : {}), ...p.voices }).map(([v, f]) => [v, resolve(base, f!)]),
    );
    // found missing now, not after minutes of aligning the parts before
    const files = {
      score,
      recording,
      ...Object.fromEntries(Object.entries(voices).map(([v, f]) => [`${v} recording`, f])),
    };
    for (const [what, path] of Object.entries(files))
      if (!existsSync(path)) throw new Error(`part ${i + 1}: the ${what} ${path} does not exist`);
    return { ...p, score, recording, voices };
  });
  return { ...facts, parts };
}
