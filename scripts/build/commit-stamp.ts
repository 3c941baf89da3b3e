/**
 * The build's commit id, written at the end of each entry file (see src/core/build-info.ts for
 * why not inside the shared chunks). Entry files have fixed names and are revalidated, so a new
 * commit changes them and nothing else; the chunks keep their content-hashed names.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { COMMIT_GLOBAL } from '../../src/core/build-info';
import { SOURCE_MAP_COMMENT } from './source-map-comment';

/** The statement that stamps `sha`. */
export const commitStamp = (sha: string) => `globalThis.${COMMIT_GLOBAL}=${JSON.stringify(sha)};`;

/**
 * Appends the stamp to each file on a line of its own after the code (before the source map
 * comment if the file keeps one), so no mapping moves. It runs after the file's own code and the
 * chunks it imports, which only define the elements: nothing has asked the API yet.
 */
export function stampCommit(files: string[], sha: string) {
  for (const file of files) {
    const code = readFileSync(file, 'utf8');
    const comment = SOURCE_MAP_COMMENT.exec(code);
    const body = code.slice(0, comment ? comment.index : code.length);
    const rest = code.slice(body.length);
    const before = body.endsWith('\n') ? '' : '\n';
    const after = rest === '' || rest.startsWith('\n') ? '' : '\n';
    writeFileSync(file, `${body}${before}${commitStamp(sha)}${after}${rest}`);
  }
}
