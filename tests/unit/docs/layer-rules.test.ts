/**
 * The layers of docs/ARCHITECTURE.md are kept by `npm run lint` (dependency-cruiser with
 * .dependency-cruiser.cjs), not by discipline: a small tree that breaks each rule once, beside imports
 * the rules allow, must fail with one message per broken import, each naming its rule (a circle, whose
 * way back is a type-only import, with one message).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const CLI = path.join(root, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');
const CONFIG = path.join(root, '.dependency-cruiser.cjs');

/** A module that imports the given specifiers (and exports something, so it is a module). */
const importing = (...specifiers: string[]) =>
  `${specifiers.map((specifier, index) => `import * as m${index} from '${specifier}';`).join('\n')}\nexport const uses = [${specifiers.map((_, index) => `m${index}`).join(', ')}];\n`;
const LEAF = 'export const leaf = 1;\n';

const TREE: Record<string, string> = {
  'tsconfig.json': '{ "compilerOptions": { "module": "esnext", "moduleResolution": "bundler" } }',
  'node_modules/react/package.json': '{ "name": "react", "main": "index.js" }',
  'node_modules/react/index.js': 'module.exports = {};',
  'node_modules/zod/package.json': '{ "name": "zod", "main": "index.js" }',
  'node_modules/zod/index.js': 'module.exports = {};',
  'content/pipeline/format.ts': LEAF,
  'src/core/contract/schemas.ts': importing('zod'),
  'src/core/uses-react.ts': importing('react'),
  'src/core/uses-a-screen.ts': importing('../react/works/index'),
  'src/core/reads-the-pipeline.ts': importing('../../content/pipeline/format'),
  'src/core/validates.ts': importing('zod'),
  'src/core/reads-the-disk.ts': importing('node:fs'),
  'src/core/imports-nothing-real.ts': importing('./nowhere'),
  'src/core/in-a-circle.ts': importing('./back-in-the-circle'),
  'src/core/back-in-the-circle.ts':
    "import type { uses } from './in-a-circle';\nexport type Uses = typeof uses;\n",
  'src/react/player/index.ts': LEAF,
  'src/react/player/transport.ts': LEAF,
  'src/react/player/embedded-player.tsx': LEAF,
  'src/react/works/index.ts': LEAF,
  'src/react/works/works-screen.ts': importing(
    '../player/index',
    '../player/transport',
    '../../core/contract/schemas',
    '../../elements/choir-player',
  ),
  'src/react/components/card.ts': importing('../works/index'),
  'src/elements/choir-player.ts': importing('../react/player/embedded-player'),
  'src/elements/choir-works.ts': importing('../react/works/works-screen'),
  'server/routes/probe.ts': importing('../../src/core/contract/schemas', '../../src/react/works/index'),
};

const dir = mkdtempSync(path.join(root, '.tmp', 'layer-rules-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The `error <rule>: <from> → <to>` lines of the lint's dependency check over the tree. */
function violations(): string[] {
  for (const [file, text] of Object.entries(TREE)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  try {
    execFileSync(process.execPath, [CLI, 'src', 'server', '--config', CONFIG], {
      cwd: dir,
      encoding: 'utf8',
    });
    return [];
  } catch (error) {
    // A circle is listed over several lines, one module per line: joined into one.
    const output = (error as { stdout: string }).stdout.replace(/ →\s*\n\s+/g, ' → ');
    return [...output.matchAll(/^\s*error (.+)$/gm)].map((match) => match[1]!).sort();
  }
}

describe('the layer rules of npm run lint', () => {
  it('fail each forbidden import with a message naming the rule, and let the allowed ones pass', () => {
    expect(violations()).toEqual(
      [
        'core-stays-framework-free: src/core/uses-react.ts → node_modules/react/index.js',
        'core-stays-framework-free: src/core/uses-a-screen.ts → src/react/works/index.ts',
        'client-does-not-read-the-content-pipeline: src/core/reads-the-pipeline.ts → content/pipeline/format.ts',
        'no-schema-library-in-the-browser: src/core/validates.ts → node_modules/zod/index.js',
        'no-node-modules-in-the-browser: src/core/reads-the-disk.ts → fs',
        'no-unresolvable-import: src/core/imports-nothing-real.ts → ./nowhere',
        'no-circular: src/core/back-in-the-circle.ts → src/core/in-a-circle.ts → src/core/back-in-the-circle.ts',
        'features-meet-at-their-index: src/react/works/works-screen.ts → src/react/player/transport.ts',
        'react-does-not-know-its-packaging: src/react/works/works-screen.ts → src/elements/choir-player.ts',
        'shared-folders-know-no-feature: src/react/components/card.ts → src/react/works/index.ts',
        'elements-use-views-not-internals: src/elements/choir-works.ts → src/react/works/works-screen.ts',
        'server-never-imports-screens: server/routes/probe.ts → src/react/works/index.ts',
      ].sort(),
    );
  }, 60_000);
});
