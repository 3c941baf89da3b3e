/**
 * Version and commit of this build. The version is compiled in by tsup's `define`. The commit is
 * not: the build appends it to each entry file (scripts/build/commit-stamp.ts), because a commit id
 * inside the shared core chunk changed that chunk with every commit and, through the imports, the
 * content-hashed name of nearly every chunk, so caches emptied and page sizes moved by chance.
 * Entry files run after the chunks they import, so the commit is read when used, never at load.
 * Tests and dev fall back.
 */
declare const __CHOIR_VERSION__: string | undefined;

/** The global each entry file sets to the build's short commit id. */
export const COMMIT_GLOBAL = '__choirCoachSha';

export const CLIENT_VERSION: string = typeof __CHOIR_VERSION__ === 'string' ? __CHOIR_VERSION__ : '0.0.0-dev';

export const clientSha = (): string => (globalThis as { [COMMIT_GLOBAL]?: string })[COMMIT_GLOBAL] ?? 'dev';
