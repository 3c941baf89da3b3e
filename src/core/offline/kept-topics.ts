/**
 * "Keep this topic offline": a topic's lesson files (videos in one quality, posters, captions,
 * scores, sync maps, audio) stored in Cache Storage by the works' download manager (works/downloads) (per-file size
 * and sha256, progress, resume, per account) under their own cache names, and read back by the
 * lesson players as object URLs when the network cannot give them. Loaded only when used.
 */
import { buildPath } from '../api/path-params';
import type {
  ExampleDto,
  KeptLessonDto,
  Language,
  SubtitleDto,
  TopicOfflineDto,
  VideoSourceDto,
} from '../contract/api';
import type { Core } from '../core';
import { perCore } from '../util/per-core';
import { createDownloadManager, type DownloadManager } from '../works/downloads/download-manager';
import type { DownloadDeps } from '../works/downloads/download-state';
import { KEPT_TOPICS_LAYOUT } from '../works/downloads/edition-store';

/** Quality kept when the user has not chosen one (the smaller rendition: phones, small disks). */
export const DEFAULT_KEPT_QUALITY = 360;
/** Stored beside the files of each kept version: what the players need besides the files. */
const LESSONS_FILE = 'lessons.json';

export type KeptTopicsCore = Pick<Core, 'request' | 'auth' | 'env' | 'onLoggedOut'>;

/** A kept lesson's media as object URLs; `release` frees them when the player goes. */
export interface KeptMedia<T> {
  value: T;
  release(): void;
}

export function createKeptTopics(core: KeptTopicsCore, overrides: Partial<DownloadDeps> = {}) {
  const qualities = new Map<string, number>();
  const manager: DownloadManager = createDownloadManager({
    caches: globalThis.caches,
    subtle: globalThis.crypto?.subtle,
    storage: globalThis.navigator?.storage,
    fetch: (input, init) => (core.env.fetch ?? globalThis.fetch)(input, init),
    owner: () => core.auth.user.value?.id ?? null,
    layout: KEPT_TOPICS_LAYOUT,
    async getManifest(topicId) {
      const manifest = await core.request<TopicOfflineDto>(
        buildPath('/topics/{topicId}/offline', { topicId }),
        {
          query: { quality: qualities.get(topicId) ?? DEFAULT_KEPT_QUALITY },
        },
      );
      // The players' part of the manifest goes with the version's files (removed with them).
      await manager.store?.putFile(topicId, manifest.version, LESSONS_FILE, Response.json(manifest.lessons));
      return {
        articleId: topicId,
        version: manifest.version,
        preview: false,
        expiresAt: manifest.expiresAt,
        downloadsUsed: 0,
        downloadLimit: 0,
        files: manifest.files,
      };
    },
    isOnline: core.env.isOnline,
    now: core.env.now,
    log: core.env.log,
    ...overrides,
  });

  /** The kept, intact lesson with its topic and version, or null. */
  async function findLesson(
    learnElementId: number,
  ): Promise<{ topicId: string; version: string; lesson: KeptLessonDto } | null> {
    const store = manager.store;
    if (!store) return null;
    for (const record of await store.listRecords()) {
      const stored = await store.readFile(record.articleId, record.version, LESSONS_FILE);
      const lessons = stored ? ((await stored.json()) as KeptLessonDto[]) : [];
      const lesson = lessons.find((entry) => entry.learnElementId === learnElementId);
      if (lesson && (await store.missingFiles(record)).length === 0)
        return { topicId: record.articleId, version: record.version, lesson };
    }
    return null;
  }

  /** Object URLs for the kept files a lesson's links name. */
  async function objectUrls(topicId: string, version: string, paths: string[]) {
    const urls = new Map<string, string>();
    for (const path of paths) {
      const response = await manager.store!.readFile(topicId, version, path);
      if (!response) throw new Error(`Kept file ${path} is gone`);
      urls.set(path, URL.createObjectURL(await response.blob()));
    }
    return {
      url: (path: string) => urls.get(path)!,
      release: () => {
        for (const url of urls.values()) URL.revokeObjectURL(url);
      },
    };
  }

  return {
    downloads: manager,
    /** Keeps a topic offline in the given video quality (a new quality replaces the kept one). */
    keep(topicId: number, quality = DEFAULT_KEPT_QUALITY): Promise<void> {
      qualities.set(String(topicId), quality);
      return manager.download(String(topicId));
    },
    free: (topicId: number) => manager.remove(String(topicId)),

    /** A kept video lesson as `videoSrc` and `subtitles` would return it, or null. */
    async video(
      learnElementId: number,
      language: Language,
    ): Promise<KeptMedia<{ source: VideoSourceDto; tracks: SubtitleDto[] }> | null> {
      const found = await findLesson(learnElementId);
      const video = found?.lesson.video;
      if (!found || !video) return null;
      const poster = video.posters[language] ?? video.posters.en;
      const captions = found.lesson.captions ?? [];
      const files = await objectUrls(found.topicId, found.version, [
        poster,
        ...video.sources.map((source) => source.src),
        ...captions.map((track) => track.src),
      ]);
      const { posters: _both, ...rest } = video;
      return {
        value: {
          source: {
            ...rest,
            learnElementId,
            language,
            poster: files.url(poster),
            sources: video.sources.map((source) => ({ ...source, src: files.url(source.src) })),
          },
          tracks: captions.map((track) => ({ ...track, src: files.url(track.src) })),
        },
        release: files.release,
      };
    },

    /** A kept musical example as `example` would return it, or null. */
    async example(learnElementId: number): Promise<KeptMedia<ExampleDto> | null> {
      const found = await findLesson(learnElementId);
      const example = found?.lesson.example;
      if (!found || !example) return null;
      const voices = example.audio.voices;
      const files = await objectUrls(found.topicId, found.version, [
        example.score.src,
        example.sync,
        example.audio.src,
        ...(voices ? Object.values(voices) : []),
      ]);
      return {
        value: {
          ...example,
          score: { ...example.score, src: files.url(example.score.src) },
          sync: files.url(example.sync),
          audio: {
            ...example.audio,
            src: files.url(example.audio.src),
            ...(voices
              ? {
                  voices: {
                    soprano: files.url(voices.soprano),
                    alto: files.url(voices.alto),
                    tenore: files.url(voices.tenore),
                    basso: files.url(voices.basso),
                  },
                }
              : {}),
          },
        },
        release: files.release,
      };
    },
  };
}

export type KeptTopics = ReturnType<typeof createKeptTopics>;

/** The page's kept topics, created on first use. */
export const keptTopicsFor = perCore((core: KeptTopicsCore): KeptTopics => {
  const kept = createKeptTopics(core);
  globalThis.addEventListener?.('online', () => void kept.downloads.resumeInterrupted());
  // The next person sees none of this account's kept topics.
  core.onLoggedOut(() => void kept.downloads.refresh());
  return kept;
});
