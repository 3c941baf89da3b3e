import { describe, expect, it } from 'vitest';
import { capitalize, lowercase, uppercase } from '../../../src/core/format/text';

describe('text filters', () => {
  it.each([
    ['de', 'über den Takt', 'Über den Takt'],
    ['en', 'cut-offs', 'Cut-offs'],
    ['fr', 'écoute', 'Écoute'],
  ])('capitalizes %s text', (_language, input, output) => {
    expect(capitalize(input)).toBe(output);
  });

  it('lower- and uppercases, with nothing for nothing', () => {
    expect(lowercase('SOPRAN')).toBe('sopran');
    expect(uppercase('straße')).toBe('STRASSE');
    expect(uppercase('ténor')).toBe('TÉNOR');
    expect(capitalize(null)).toBe('');
    expect(lowercase(undefined)).toBe('');
  });
});
