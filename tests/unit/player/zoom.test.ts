import { describe, expect, it } from 'vitest';
import { pageLayout } from '../../../src/core/player/page-view';
import { stepZoom, validZoom, zoomedLayout, zoomPercent } from '../../../src/core/player/zoom';

const RATIO = 945 / 1337;

describe('score zoom', () => {
  it('keeps the automatic layout at auto and at 100 %', () => {
    expect(zoomedLayout(1256, 600, RATIO, 'auto')).toEqual(pageLayout(1256, 600, RATIO));
    expect(zoomedLayout(1256, 600, RATIO, 1)).toEqual(pageLayout(1256, 600, RATIO));
  });

  it('fits one page to the width on a desktop (lyrics grow)', () => {
    const layout = zoomedLayout(1256, 600, RATIO, 'width');
    expect(layout).toEqual({ columns: 1, pageWidth: 1256, pageHeight: Math.floor(1256 / RATIO) });
  });

  it('fits one page to the height, also on a phone held sideways', () => {
    const layout = zoomedLayout(820, 260, RATIO, 'height');
    expect(layout.columns).toBe(1);
    expect(layout.pageHeight).toBe(260);
  });

  it('drops to one column when two zoomed pages no longer fit side by side', () => {
    const auto = pageLayout(2400, 1300, RATIO);
    expect(auto.columns).toBe(2);
    const zoomed = zoomedLayout(2400, 1300, RATIO, 1.5);
    expect(zoomed.columns).toBe(1);
    expect(zoomed.pageWidth).toBe(Math.floor(auto.pageWidth * 1.5));
  });

  it('brings two pages side by side when zoomed out far enough (a desk at 1280 x 800)', () => {
    const auto = pageLayout(1256, 539, RATIO);
    expect(auto.columns).toBe(1);
    expect(zoomedLayout(1256, 539, RATIO, 0.8).columns).toBe(1);
    const spread = zoomedLayout(1256, 539, RATIO, 0.67);
    expect(spread.columns).toBe(2);
    expect(2 * spread.pageWidth + 16).toBeLessThanOrEqual(1256);
    // Zooming in never makes a spread of one page.
    expect(zoomedLayout(1256, 539, RATIO, 1.25).columns).toBe(1);
  });

  it('steps in and out from whatever is shown, within 50-300 %', () => {
    expect(stepZoom(400, 400, 1)).toBe(1.25);
    expect(stepZoom(400, 400, -1)).toBe(0.8);
    // Fitted to the width at 2.9 times the automatic size: in goes to the top step, out below.
    expect(stepZoom(1160, 400, 1)).toBe(3);
    expect(stepZoom(1160, 400, -1)).toBe(2.5);
    expect(stepZoom(1200, 400, 1)).toBe(3);
    expect(stepZoom(200, 400, -1)).toBe(0.5);
    // Fitted just under or over a step (a phone's page fitted to its height): a step you can see.
    expect(stepZoom(362, 366, 1)).toBe(1.25);
    expect(stepZoom(370, 366, -1)).toBe(0.8);
    expect(stepZoom(366 * 1.74, 366, 1)).toBe(2);
    expect(zoomPercent(500, 400)).toBe(125);
  });

  it('reads back only zooms it can show', () => {
    expect(validZoom('width')).toBe('width');
    expect(validZoom(9)).toBe(3);
    expect(validZoom('huge')).toBe('auto');
    expect(validZoom(undefined)).toBe('auto');
  });
});
