import { describe, expect, it } from 'vitest';
import { formatCatalogueNumber } from '../../src/core/format/catalogue-number';
import { formatCents, formatEuro } from '../../src/core/format/currency';
import { formatDate, formatDay } from '../../src/core/format/date';
import { capitalize, lowercase, uppercase } from '../../src/core/format/text';

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

describe('dates in Europe/Berlin as DD.MM.YYYY H:mm', () => {
  it('uses Berlin summer and winter time whatever the viewer zone', () => {
    expect(formatDate('2026-07-01T08:05:00Z')).toBe('01.07.2026 10:05');
    expect(formatDate('2026-01-15T23:30:00Z')).toBe('16.01.2026 0:30');
    expect(formatDate(new Date('2026-12-31T07:09:00Z'))).toBe('31.12.2026 8:09');
  });

  it('handles the day part and bad input', () => {
    expect(formatDay('2026-03-02T12:00:00Z')).toBe('02.03.2026');
    expect(formatDate('not a date')).toBe('');
    expect(formatDate(null)).toBe('');
  });
});

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
