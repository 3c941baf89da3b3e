import { readFileSync } from 'node:fs';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { reactBuiltinStoreHook } from '../../../scripts/build/react-builtin-store-hook';

/**
 * The build swaps `use-sync-external-store/shim` by resolving its import (no option of the
 * libraries does it). When an update of @preact/signals-react or react-i18next imports the hook
 * otherwise, the swap would silently do nothing: these fail first.
 */
describe('the store hook swap of the build', () => {
  it('gives the signals our hook and react-i18next React’s own, and bundles no shim', async () => {
    const result = await build({
      stdin: {
        contents:
          "export { useSignals } from '@preact/signals-react/runtime';\nexport { useTranslation } from 'react-i18next';",
        resolveDir: process.cwd(),
      },
      bundle: true,
      platform: 'browser',
      format: 'esm',
      external: ['react', 'react-dom', 'i18next'],
      plugins: [reactBuiltinStoreHook],
      metafile: true,
      write: false,
      logLevel: 'silent',
    });
    const inputs = Object.keys(result.metafile.inputs);
    expect(inputs).toContain('src/react/hooks/signal-store-hook.ts');
    expect(inputs).toContain('react-builtin:use-sync-external-store-shim');
    expect(inputs.filter((input) => input.includes('node_modules/use-sync-external-store/'))).toEqual([]);
  });

  it('is called by the signals as our hook takes it: a subscribe function and a snapshot', () => {
    const runtime = readFileSync('node_modules/@preact/signals-react/runtime/src/index.ts', 'utf8');
    expect(runtime).toContain(
      'import { useSyncExternalStore } from "use-sync-external-store/shim/index.js";',
    );
    expect(runtime).toContain('useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);');
  });
});
