/** The player controller under test: an edition from the repository's content, fake audio and frames. */
import { readFileSync } from 'node:fs';
import { signal } from '@preact/signals-core';
import type { AudioEngine, AudioEvents } from '../../../src/core/player/audio-engine';
import type { EditionSource } from '../../../src/core/player/edition-source';
import { createPageTurnSettings, type PageTurnSettings } from '../../../src/core/player/page-turn-settings';
import type { LayoutWish } from '../../../src/core/player/part-loader';
import { createPlayerController } from '../../../src/core/player/player-controller';
import type { FrameScheduler } from '../../../src/core/player/score-follower';
import type { FetchLayout } from '../../../src/core/player/screen-layouts';
import type { EditionManifest, SyncMap } from '../../../src/core/score/manifest';
import type { Highlight } from '../../../src/core/score/sync';
import { DEFAULT_SETTINGS } from '../../../src/core/store/auth-store';
import { createPersistence, memoryStorage } from '../../../src/core/store/persistence';
import {
  createPlayerSettingsStore,
  type PlayerSettings,
} from '../../../src/core/store/player-settings-store';

export const FRAME = 1000 / 60;
const EDITIONS = 'content/editions';
const read = (path: string) => readFileSync(`${EDITIONS}/${path}`, 'utf8');

/** "Die Lorelei": bar 7 (13214 ms) is the last on page 1, bar 8 (15357 ms) the first on page 2. */
const LORELEI = '10003/1.0.0';
export const loreleiSync = JSON.parse(read(`${LORELEI}/sync/part0.json`)) as SyncMap;
export const startOf = (index: number) => loreleiSync.bars[index]!.startMs;

/** An edition read from the repository's content; `files` replaces some of them. */
function fakeSource(folder: string, files: Record<string, string> = {}, layout?: FetchLayout) {
  const released: (string | undefined)[] = [];
  const source: EditionSource = {
    articleId: folder.split('/')[0]!,
    version: folder.split('/')[1]!,
    preview: false,
    offline: false,
    text: async (path) => files[path] ?? read(`${folder}/${path}`),
    mediaUrl: async (path) => `media:${path}`,
    release: (url) => released.push(url),
    ...(layout ? { layout } : {}),
  };
  return { source, released };
}

/**
 * An audio element's clock and events: the position runs with the wall clock while playing, at
 * the playback rate; loads, seeks and tempo changes are recorded.
 */
function fakeAudio(wall: { now: number }, routes: { voices: boolean; failVoices: boolean }) {
  let events: AudioEvents | null = null;
  let position = 0;
  let since = wall.now;
  let rate = 1;
  let playing = false;
  const loads: { url: string; atMs: number; autoplay: boolean; channels?: readonly string[] }[] = [];
  const gains: Record<string, number>[] = [];
  const seeks: number[] = [];
  const time = () => position + (playing ? (wall.now - since) * rate : 0);
  const hold = () => {
    position = time();
    since = wall.now;
  };
  const engine: AudioEngine = {
    rate: () => rate,
    timeMs: time,
    playing: () => playing,
    routesVoices: () => routes.voices,
    async load(url, atMs, autoplay, channels) {
      loads.push({ url, atMs, autoplay, ...(channels ? { channels } : {}) });
      hold();
      // A failed load keeps its position, as the engine does for the fallback.
      position = atMs;
      if (channels && routes.failVoices) return false;
      if (autoplay) await engine.play();
      return true;
    },
    setGains(next) {
      gains.push(next);
    },
    async play() {
      hold();
      playing = true;
      events?.play();
    },
    pause() {
      hold();
      playing = false;
      events?.pause();
    },
    seek(ms) {
      seeks.push(ms);
      hold();
      position = ms;
    },
    setTempo(percent) {
      hold();
      rate = percent / 100;
    },
    listen(next) {
      events = next;
      return () => {
        events = null;
      };
    },
  };
  return { engine, loads, seeks, gains };
}

/** Animation frames run by hand: each `frame()` advances the wall clock by one frame and runs them. */
function fakeFrames(wall: { now: number }) {
  let callbacks = new Map<number, (frameMs: number) => void>();
  let next = 1;
  const frames: FrameScheduler = {
    request(callback) {
      callbacks.set(next, callback);
      return next++;
    },
    cancel: (id) => callbacks.delete(id),
    now: () => wall.now,
  };
  const frame = () => {
    wall.now += FRAME;
    const due = callbacks;
    callbacks = new Map();
    for (const callback of due.values()) callback(wall.now);
  };
  return { frames, frame };
}

/** Lets loads finish: a part's pages are prepared one task each (part-loader.ts), a few pages a part. */
export const settle = async () => {
  for (let task = 0; task < 8; task += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};

export async function openPlayer(
  options: {
    folder?: string;
    files?: Record<string, string>;
    settings?: Partial<PlayerSettings>;
    pageTurns?: Partial<PageTurnSettings>;
    startBar?: string;
    /** Screen layouts of the edition, and the layout the view wishes for before the player connects. */
    layout?: FetchLayout;
    wish?: LayoutWish;
    /** The engine plays the voices apart (Web Audio routing); `failVoices`: their file fails to load. */
    routesVoices?: boolean;
    failVoices?: boolean;
    /** Stands in for the browser's `online` event. */
    whenOnline?: (run: () => void) => () => void;
  } = {},
) {
  const wall = { now: 1000 };
  const folder = options.folder ?? LORELEI;
  const manifest = JSON.parse(read(`${folder}/manifest.json`)) as EditionManifest;
  const { source, released } = fakeSource(folder, options.files, options.layout);
  const store = createPlayerSettingsStore(createPersistence(memoryStorage(), () => undefined));
  if (options.settings) store.update(manifest.articleId, options.settings);
  const pageTurns = createPageTurnSettings(createPersistence(memoryStorage(), () => undefined));
  if (options.pageTurns) pageTurns.update(options.pageTurns);
  const logs: string[] = [];
  const { frames, frame } = fakeFrames(wall);
  const player = createPlayerController({
    articleId: manifest.articleId,
    source,
    manifest,
    settings: { store, global: signal(DEFAULT_SETTINGS) },
    pageTurns,
    preparePage: (markup) => markup,
    startBar: options.startBar ?? null,
    now: () => wall.now,
    log: (message) => logs.push(message),
    frames,
    whenOnline: options.whenOnline ?? (() => () => undefined),
  });
  player.setLayout(options.wish ?? { kind: 'printed' });
  const audio = fakeAudio(wall, {
    voices: options.routesVoices ?? false,
    failVoices: options.failVoices ?? false,
  });
  const marks: (Highlight | null)[] = [];
  const disconnect = player.connect(audio.engine, {
    mark: (highlight) => marks.push(highlight),
    renderNow: (update) => update(),
  });
  await settle();
  /** Plays on for `ms` of wall time, one frame at a time. */
  const playFor = (ms: number) => {
    for (let elapsed = 0; elapsed < ms; elapsed += FRAME) frame();
  };
  return { player, audio, marks, store, pageTurns, logs, released, disconnect, playFor, frame, manifest };
}
