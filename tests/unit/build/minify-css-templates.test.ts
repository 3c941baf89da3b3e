// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the inputs are source code with template placeholders.
import { describe, expect, it } from 'vitest';
import { minifyCssTemplates } from '../../../scripts/build/minify-css-templates';

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
      "const a = css` display:grid;content:' · ';${SMALL}{gap:${`${n}px`}}`;\nconst b = mycss`a  {  b`;",
    );
  });

  it('drops comments and needless spaces, keeping the one before a colon, which makes a descendant selector', () => {
    const source = "css`> :last-child,  a:hover { /* the score's own */ font: 1rem/1.5 a, b; }`";
    expect(minifyCssTemplates(source)).toBe('css`>:last-child,a:hover{font:1rem/1.5 a,b}`');
  });

  it('leaves a file without css templates as it is', () => {
    const source = 'export const x = `a\n  b`;';
    expect(minifyCssTemplates(source)).toBe(source);
  });
});
