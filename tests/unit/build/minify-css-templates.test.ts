// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the inputs are source code with template placeholders.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { minifyCssTemplates, minifyCssTemplatesPlugin } from '../../../scripts/build/minify-css-templates';

describe('css template minifying (build)', () => {
  it('squeezes whitespace around rules and declarations, never inside quotes or interpolations', () => {
    const source = [
      'const a = css`',
      '  display: grid;',
      "  content: ' · ';",
      '  ${SMALL} {',
      '    gap: ${`${n}px`};',
      '  }',
      '`;',
      'const b = mycss`a  {  b`;',
    ].join('\n');
    expect(minifyCssTemplates(source)).toBe(
      "const a = css`display:grid;content:' · ';${SMALL}{gap:${`${n}px`}}`;\nconst b = mycss`a  {  b`;",
    );
  });

  it('drops comments and needless spaces, keeping the one before a colon, which makes a descendant selector', () => {
    const source = "css`> :last-child,  a:hover { /* the score's own */ font: 1rem/1.5 a, b; }`";
    expect(minifyCssTemplates(source)).toBe('css`>:last-child,a:hover{font:1rem/1.5 a,b}`');
  });

  it('drops the whitespace at either end of a template, only there', () => {
    expect(minifyCssTemplates('css`\n  ${focusRing}\n  color: red;\n`')).toBe('css`${focusRing} color:red;`');
    expect(minifyCssTemplates('css`\n  color: red;\n  ${focusRing}\n`')).toBe('css`color:red;${focusRing}`');
  });

  it('squeezes a sheet written as cssText as well, and no other tag', () => {
    const source =
      'const sheet = cssText`\n.plyr {\n  width: 100%; /* fills its box */\n}\n`;\nconst x = text`a  {  b`;';
    expect(minifyCssTemplates(source)).toBe(
      'const sheet = cssText`.plyr{width:100%}`;\nconst x = text`a  {  b`;',
    );
  });

  it('leaves a file without css templates as it is', () => {
    const source = 'export const x = `a\n  b`;';
    expect(minifyCssTemplates(source)).toBe(source);
  });
});

describe('css template minifying in the build', () => {
  const dir = mkdtempSync(path.resolve('.tmp/css-templates-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reaches what esbuild writes from a React source, and only from one', async () => {
    const source = 'export const card = css`\n  display: grid;\n  h2 {\n    margin: 0;\n  }\n`;\n';
    for (const folder of ['src/react', 'src/core']) {
      mkdirSync(path.join(dir, folder), { recursive: true });
      writeFileSync(
        path.join(dir, folder, 'card.ts'),
        `declare const css: (s: TemplateStringsArray) => string;\n${source}`,
      );
    }
    const result = await build({
      entryPoints: ['src/react/card.ts', 'src/core/card.ts'].map((file) => path.join(dir, file)),
      outdir: path.join(dir, 'out'),
      plugins: [minifyCssTemplatesPlugin],
      write: false,
      logLevel: 'silent',
    });
    const output = (folder: string) =>
      result.outputFiles.find((file) => file.path.includes(`${path.sep}${folder}${path.sep}`))!.text;
    const [react, core] = [output('react'), output('core')];
    expect(react).toContain('css`display:grid;h2{margin:0}`');
    expect(core).toContain('css`\n  display: grid;');
  });
});
