import { describe, expect, it } from 'vitest';
import { formatCatalogueNumber } from '../../../src/core/format/catalogue-number';

describe('catalogue numbers', () => {
  it('formats digits with dot, slash and dashes', () => {
    expect(formatCatalogueNumber('4010100')).toBe('40.101/00');
    expect(formatCatalogueNumber('401010003')).toBe('40.101/00-03');
    expect(formatCatalogueNumber(2708700)).toBe('27.087/00');
  });

  it('leaves formatted or short input alone', () => {
    expect(formatCatalogueNumber('40.101/00')).toBe('40.101/00');
    expect(formatCatalogueNumber(' 123 ')).toBe('123');
    expect(formatCatalogueNumber(null)).toBe('');
  });
});
