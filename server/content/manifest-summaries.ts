import { readFile, stat } from 'node:fs/promises';
import type { Voice } from '../../src/core/contract/api';
import { VOICES } from '../../src/core/contract/constants';
import { safeJoin } from '../http/static-files';
import type { CatalogueEntry } from './editions';

/** What the catalogue (and the app page's placeholder player) shows of an edition's manifest. */
export interface ManifestSummary {
  subtitle?: { de: string; en: string };
  voices: Voice[];
  parts: number;
  pages: number;
  durationMs: number;
}

interface ManifestFile {
  subtitle?: { de: string; en: string };
  voices?: string[];
  parts?: { pages?: unknown[]; durationMs?: number }[];
}

const EMPTY_SUMMARY: ManifestSummary = { voices: [...VOICES], parts: 0, pages: 0, durationMs: 0 };

/**
 * Reads the manifest of an edition's latest version (its preview's when it has only that) on
 * demand and keeps its summary while the file is unchanged (content is static).
 */
export function manifestSummaries(contentDir: string) {
  const cache = new Map<string, { mtimeMs: number; summary: ManifestSummary }>();
  return async function summary(entry: CatalogueEntry): Promise<ManifestSummary> {
    const relative = `editions/${entry.articleId}/${entry.latestVersion}/${entry.previewOnly ? 'preview/' : ''}manifest.json`;
    const file = safeJoin(contentDir, relative);
    if (!file) return EMPTY_SUMMARY;
    try {
      const { mtimeMs } = await stat(file);
      const cached = cache.get(file);
      if (cached && cached.mtimeMs === mtimeMs) return cached.summary;
      const manifest = JSON.parse(await readFile(file, 'utf8')) as ManifestFile;
      const parts = manifest.parts ?? [];
      const result: ManifestSummary = {
        ...(manifest.subtitle ? { subtitle: manifest.subtitle } : {}),
        voices: (manifest.voices ?? VOICES).filter((v): v is Voice =>
          (VOICES as readonly string[]).includes(v),
        ),
        parts: parts.length,
        pages: parts.reduce((sum, part) => sum + (part.pages?.length ?? 0), 0),
        durationMs: parts.reduce((sum, part) => sum + (part.durationMs ?? 0), 0),
      };
      cache.set(file, { mtimeMs, summary: result });
      return result;
    } catch {
      return EMPTY_SUMMARY;
    }
  };
}

export type ManifestSummaries = ReturnType<typeof manifestSummaries>;
