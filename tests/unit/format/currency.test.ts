import { describe, expect, it } from 'vitest';
import { formatCents, formatEuro } from '../../../src/core/format/currency';

describe('euro amounts', () => {
  it('uses comma decimals, dot thousands and the symbol after a space', () => {
    expect(formatCents(123450)).toBe('1.234,50 €');
    expect(formatCents(390)).toBe('3,90 €');
    expect(formatCents(5)).toBe('0,05 €');
    expect(formatEuro(1234567.8)).toBe('1.234.567,80 €');
  });

  it('shows whole amounts with a dash for the cents', () => {
    expect(formatCents(1200)).toBe('12,– €');
    expect(formatEuro(1000)).toBe('1.000,– €');
    expect(formatCents(0)).toBe('0,– €');
  });

  it('keeps the sign and rejects non-numbers', () => {
    expect(formatCents(-250)).toBe('-2,50 €');
    expect(formatCents(Number.NaN)).toBe('');
    expect(formatEuro(undefined)).toBe('');
  });
});
