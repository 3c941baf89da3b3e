import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { EditionSource } from '../../../src/core/player/edition-source';
import { loadPart } from '../../../src/core/player/part-loader';
import type { EditionManifest } from '../../../src/core/score/manifest';

/** "Die Lorelei" from the repository's content: a part of several pages. */
const FOLDER = 'content/editions/10003/1.0.0';
const source: EditionSource = {
  articleId: '10003',
  version: '1.0.0',
  preview: false,
  offline: false,
  text: async (path) => readFileSync(`${FOLDER}/${path}`, 'utf8'),
  mediaUrl: async (path) => `media:${path}`,
  release: () => {},
};
const manifest = JSON.parse(readFileSync(`${FOLDER}/manifest.json`, 'utf8')) as EditionManifest;

describe('loading a part (issue 15: no long task on the player page)', () => {
  it('hands the part over in a task after the last page’s, so the view renders it in a task of its own', async () => {
    let lastPageTaskEnded = false;
    await loadPart(source, manifest, 0, (markup, page) => {
      lastPageTaskEnded = false;
      setTimeout(() => {
        lastPageTaskEnded = true;
      }, 0);
      return `<svg data-page="${page}">${markup.length}</svg>`;
    });
    expect(lastPageTaskEnded).toBe(true);
  });

  it('prepares the first page in a task after the one that read the files and checked the sync map', async () => {
    let filesTaskEnded = false;
    const marking: EditionSource = {
      ...source,
      text: async (path) => {
        const text = await source.text(path);
        filesTaskEnded = false;
        setTimeout(() => {
          filesTaskEnded = true;
        }, 0);
        return text;
      },
    };
    const seen: boolean[] = [];
    await loadPart(marking, manifest, 0, (markup, page) => {
      seen.push(filesTaskEnded);
      return `<svg data-page="${page}">${markup.length}</svg>`;
    });
    expect(seen[0]).toBe(true);
  });

  it('prepares every page in page order, each in a task of its own', async () => {
    expect(manifest.parts[0]!.pages.length).toBeGreaterThan(1);
    const prepared: { page: number; afterATask: boolean }[] = [];
    let taskRan = true;
    const part = await loadPart(source, manifest, 0, (markup, page) => {
      prepared.push({ page, afterATask: taskRan });
      // Set again only if the page's own task ends before the next page is prepared.
      taskRan = false;
      setTimeout(() => {
        taskRan = true;
      }, 0);
      return `<svg data-page="${page}">${markup.length}</svg>`;
    });
    expect(prepared.map((p) => p.page)).toEqual(manifest.parts[0]!.pages.map((p) => p.number));
    expect(prepared.every((p) => p.afterATask)).toBe(true);
    expect(part.pages.map((p) => p.svg)).toEqual(prepared.map((p) => expect.stringContaining(`"${p.page}"`)));
    expect(part.sync.bars.length).toBeGreaterThan(0);
  });
});
