/** Version and commit of this build, injected by tsup's `define` (tests and dev fall back). */
declare const __CHOIR_VERSION__: string | undefined;
declare const __CHOIR_SHA__: string | undefined;

export const CLIENT_VERSION: string = typeof __CHOIR_VERSION__ === 'string' ? __CHOIR_VERSION__ : '0.0.0-dev';
export const CLIENT_SHA: string = typeof __CHOIR_SHA__ === 'string' ? __CHOIR_SHA__ : 'dev';
