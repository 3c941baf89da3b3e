/**
 * esbuild's code splitting keeps its own helpers (`__commonJS`, `__toESM`) in a chunk of their own
 * and imports that chunk, for no effect, from nearly every file of the build, even files that use
 * none of it (evanw/esbuild#1892): each language's texts, the autoloader. The chunk only declares
 * functions, so an import that binds nothing from it can go wherever nothing the file loads uses
 * it: about 20 bytes gzip per file (a random chunk name does not compress). Measured without it
 * (gzip): the works page 80 B more, which puts it over its 130 KB ceiling; the autoloader 31 B, the
 * app page 9 B. Where the file's own imports do use the helpers, the import stays: it lets the
 * browser fetch the chunk in the same round as the rest.
 * A patch of esbuild's output as text: tests/unit/build/runtime-imports.test.ts builds with the
 * installed esbuild and fails when an update no longer writes these imports as expected.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { decode, encode } from '@jridgewell/sourcemap-codec';

/** The part of esbuild's metafile read here. */
export interface RuntimeMetafile {
  outputs: Record<
    string,
    { entryPoint?: string; inputs: Record<string, unknown>; imports: { path: string; kind: string }[] }
  >;
}

/** A statement `import'<path>';` that binds nothing, naming the file whose escaped name is `name`. */
const bareImport = (name: string) => new RegExp(`import\\s*(['"])[^'"\\n]*/${name}\\1;?`);

/** `from'<path>'`, naming the file whose escaped name is `name`: the file uses what it exports. */
const bindingImport = (name: string) => new RegExp(`from\\s*['"][^'"\\n]*/${name}['"]`);

/**
 * Drops the unused imports of esbuild's helper chunk from the output files (metafile paths are
 * relative to the working folder); answers the files changed. Their source maps move with them.
 */
export function dropIdleRuntimeImports(metafile: RuntimeMetafile): string[] {
  const outputs = new Map(
    Object.entries(metafile.outputs)
      .filter(([file]) => file.endsWith('.js'))
      .map(([file, output]) => [path.resolve(file), output]),
  );
  // The helper chunk is the one output made from no input file.
  const runtime = [...outputs].find(
    ([, output]) => !output.entryPoint && Object.keys(output.inputs).length === 0,
  )?.[0];
  if (!runtime) return [];
  const name = path.basename(runtime).replace(/[.]/g, '\\.');
  const bare = bareImport(name);
  const binding = bindingImport(name);
  const code = new Map([...outputs.keys()].map((file) => [file, readFileSync(file, 'utf8')]));
  const usesRuntime = (file: string) => binding.test(code.get(file) ?? '');

  /** Whether anything `file` loads with it (static imports, all the way down) uses the helpers. */
  const needsRuntime = (file: string, seen = new Set<string>()): boolean => {
    if (seen.has(file)) return false;
    seen.add(file);
    if (usesRuntime(file)) return true;
    return (outputs.get(file)?.imports ?? [])
      .filter((target) => target.kind === 'import-statement' && path.resolve(target.path) !== runtime)
      .some((target) => needsRuntime(path.resolve(target.path), seen));
  };

  const changed: string[] = [];
  for (const [file, text] of code) {
    const match = bare.exec(text);
    if (!match || needsRuntime(file)) continue;
    writeFileSync(file, text.slice(0, match.index) + text.slice(match.index + match[0].length));
    shiftSourceMap(`${file}.map`, text, match.index, match[0].length);
    changed.push(file);
  }
  return changed;
}

/** Moves the mappings after a removed piece of one line (`length` characters at `index` of `code`). */
function shiftSourceMap(mapFile: string, code: string, index: number, length: number) {
  if (!existsSync(mapFile)) return;
  const map = JSON.parse(readFileSync(mapFile, 'utf8')) as { mappings: string };
  const before = code.slice(0, index);
  const line = before.split('\n').length - 1;
  const column = index - (before.lastIndexOf('\n') + 1);
  const lines = decode(map.mappings);
  const kept = (lines[line] ?? []).filter(
    ([generated]) => generated < column || generated >= column + length,
  );
  for (const segment of kept) if (segment[0] >= column + length) segment[0] -= length;
  lines[line] = kept;
  map.mappings = encode(lines);
  writeFileSync(mapFile, JSON.stringify(map));
}
