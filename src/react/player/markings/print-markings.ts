import type { Marking } from '../../../core/markings/model';
import { drawMarkings, pageSurface } from './page-surface';

/**
 * "Print with my markings": the part's pages, one per sheet of paper, with the markings drawn on
 * them as on screen, printed from a frame of their own (the app around the score is not printed).
 * The pages are the sanitised SVG the player shows (page-svg.tsx).
 */
export function printWithMarkings(
  pages: readonly { svg: string }[],
  own: readonly Marking[],
  shared: readonly Marking[],
) {
  const frame = document.createElement('iframe');
  frame.setAttribute('aria-hidden', 'true');
  // Laid out (the measures are measured) but not seen: about an A4 page wide, off screen.
  Object.assign(frame.style, {
    position: 'fixed',
    left: '-10000px',
    top: '0',
    width: '794px',
    height: '1123px',
    border: '0',
  });
  document.body.append(frame);
  const view = frame.contentWindow;
  const doc = frame.contentDocument;
  if (!view || !doc) {
    frame.remove();
    return;
  }
  doc.body.style.margin = '0';
  for (const page of pages) {
    const sheet = doc.createElement('div');
    sheet.style.breakAfter = 'page';
    // Sanitised page markup (prepareSvg), as the player inlines it.
    sheet.innerHTML = page.svg;
    const svg = sheet.querySelector('svg');
    if (svg) Object.assign(svg.style, { width: '100%', height: 'auto', display: 'block' });
    doc.body.append(sheet);
    const surface = pageSurface(sheet);
    if (surface) drawMarkings(surface, own, shared);
  }
  view.addEventListener('afterprint', () => frame.remove(), { once: true });
  // Printed once the frame has been laid out and painted.
  requestAnimationFrame(() => {
    view.focus();
    view.print();
  });
}
