import { describe, expect, it } from 'vitest';
import {
  LAYOUT_MAX_PX,
  LAYOUT_MIN_PX,
  LAYOUT_SIZES,
  layoutSizeFor,
  parseScreenLayout,
  quantiseLength,
  quantiseStaff,
  STAFF_SIZES,
  stepStaff,
} from '../../../src/core/contract/screen-layout';

describe('size buckets', () => {
  it('run from the least to the largest side, each at most 5 % above the one below', () => {
    expect(LAYOUT_SIZES[0]).toBe(LAYOUT_MIN_PX);
    expect(LAYOUT_SIZES.at(-1)).toBeLessThanOrEqual(LAYOUT_MAX_PX);
    for (let i = 1; i < LAYOUT_SIZES.length; i++) {
      expect(LAYOUT_SIZES[i]! / LAYOUT_SIZES[i - 1]!).toBeLessThanOrEqual(1.05 + 1 / LAYOUT_SIZES[i - 1]!);
      expect(LAYOUT_SIZES[i]).toBeGreaterThan(LAYOUT_SIZES[i - 1]!);
    }
  });

  it('round a box side down, so the page never outgrows its box', () => {
    for (const side of [240, 366, 390, 768, 820, 1180, 1280, 1919, 3840, 5000]) {
      const page = quantiseLength(side);
      expect(page).toBeLessThanOrEqual(side);
      expect(page).toBeGreaterThan(Math.min(side, LAYOUT_MAX_PX) / 1.06);
    }
  });

  it('give sides a few pixels apart the same bucket (a resize by a scroll bar costs no layout)', () => {
    expect(quantiseLength(1001)).toBe(quantiseLength(1000));
    expect(quantiseLength(quantiseLength(777))).toBe(quantiseLength(777));
  });

  it('take the least bucket below it and for what is no number', () => {
    expect(quantiseLength(10)).toBe(LAYOUT_MIN_PX);
    expect(quantiseLength(Number.NaN)).toBe(LAYOUT_MIN_PX);
  });
});

describe('staff sizes', () => {
  it('are the nearest step', () => {
    expect(quantiseStaff(6)).toBe(6);
    expect(quantiseStaff(13)).toBe(12);
    expect(quantiseStaff(15.4)).toBe(16);
    expect(quantiseStaff(0)).toBe(STAFF_SIZES[0]);
    expect(quantiseStaff(99)).toBe(16);
  });

  it('step up and down within the steps', () => {
    expect(stepStaff(9, 1)).toBe(10);
    expect(stepStaff(12, 1)).toBe(14);
    expect(stepStaff(5, -1)).toBe(5);
    expect(stepStaff(16, 1)).toBe(16);
  });

  it('with the box give the size a layout is asked for', () => {
    expect(layoutSizeFor({ width: 1256, height: 700 }, 9.2)).toEqual({
      width: quantiseLength(1256),
      height: quantiseLength(700),
      staffSize: 9,
    });
  });
});

describe('the checked read of a layout', () => {
  const valid = {
    articleId: '10001',
    version: '1.1.0',
    part: 1,
    preview: false,
    width: 1000,
    height: 700,
    staffSize: 9,
    partPages: [2, 1],
    pages: [{ svg: '<svg/>', measures: ['m1', 'm2'] }],
  };

  it('takes a well-formed layout', () => {
    expect(parseScreenLayout(valid)).toEqual(valid);
  });

  it.each([
    ['no pages', { ...valid, pages: [] }],
    ['a page without its bars', { ...valid, pages: [{ svg: '<svg/>' }] }],
    ['a page count that differs from the pages', { ...valid, partPages: [2, 3] }],
    ['a part beyond the page counts', { ...valid, part: 2 }],
    ['a staff size that is no step', { ...valid, staffSize: 13 }],
    ['no edition', { ...valid, articleId: 1 }],
  ])('refuses %s', (_what, data) => {
    expect(() => parseScreenLayout(data)).toThrow('Not a valid screen layout');
  });
});
