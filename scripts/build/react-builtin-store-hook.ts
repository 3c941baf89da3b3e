import path from 'node:path';
import type { Plugin } from 'esbuild';

/**
 * react-i18next and @preact/signals-react import `use-sync-external-store/shim`, a polyfill for
 * React < 18 that re-implements the hook in about 0.8 KB. React 19 has it built in, so the shim is
 * resolved to React's own export (about 0.4 KB gzip off every page); for the signals it is resolved
 * to our hook that renders background writes in slices (src/react/hooks/signal-store-hook.ts).
 * Neither library has an option for it. tests/unit/build/react-builtin-store-hook.test.ts fails
 * when an update of theirs imports or calls the hook otherwise (the swap would do nothing).
 */
export const reactBuiltinStoreHook: Plugin = {
  name: 'react-builtin-store-hook',
  setup(build) {
    const signalStoreHook = path.resolve('src/react/hooks/signal-store-hook.ts');
    build.onResolve({ filter: /^use-sync-external-store\/shim(\/index\.js)?$/ }, ({ importer }) =>
      importer.includes(`${path.sep}@preact${path.sep}signals-react${path.sep}`)
        ? { path: signalStoreHook }
        : { path: 'use-sync-external-store-shim', namespace: 'react-builtin' },
    );
    build.onLoad({ filter: /.*/, namespace: 'react-builtin' }, () => ({
      contents: "export { useSyncExternalStore } from 'react';",
      resolveDir: process.cwd(),
      loader: 'js',
    }));
  },
};
