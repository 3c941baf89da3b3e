// The sync editor's two views (sync-editor.js): the score with each bar's start written on its
// measure, and the recording's waveform with a line per bar start.

// ---------- the score: pages inlined, each bar's start written on its measure

/**
 * Inlines the part's pages into `box` and marks each bar's start on its measure; `onPick(measureId)`
 * when a measure is clicked. Returns one mark per bar (null where the page lacks the measure).
 */
export async function renderScore(box, part, onPick) {
  box.replaceChildren();
  const parser = new DOMParser();
  for (const page of part.pages) {
    const text = await (await fetch(page.url)).text();
    const svg = parser.parseFromString(text, 'image/svg+xml').documentElement;
    const holder = document.createElement('div');
    holder.className = 'page';
    holder.dataset.page = String(page.number);
    holder.append(document.importNode(svg, true));
    box.append(holder);
  }
  const NS = 'http://www.w3.org/2000/svg';
  // A repeated measure shows one start per playing, the first playing's on top.
  const playings = new Map();
  for (const bar of part.bars) playings.set(bar.measureId, (playings.get(bar.measureId) ?? 0) + 1);
  const seen = new Map();
  return part.bars.map((bar) => {
    const measure = box.querySelector(`[data-page="${bar.page}"] g#${CSS.escape(bar.measureId)}`);
    if (!measure) return null;
    const bbox = measure.getBBox();
    const repeat = seen.get(bar.measureId) ?? 0;
    seen.set(bar.measureId, repeat + 1);
    // About a staff space high on a tablet page, smaller in a narrow bar: four digits fit its width.
    const size = Math.max(90, Math.min(bbox.height / 22, bbox.width / 2.6));
    const group = document.createElementNS(NS, 'g');
    group.setAttribute('class', 'sync-mark');
    const shade = document.createElementNS(NS, 'rect');
    for (const [k, v] of Object.entries({ x: bbox.x, y: bbox.y, width: bbox.width, height: bbox.height }))
      shade.setAttribute(k, String(v));
    shade.setAttribute('fill', 'transparent');
    const line = document.createElementNS(NS, 'rect');
    for (const [k, v] of Object.entries({ x: bbox.x, y: bbox.y, width: size / 8, height: bbox.height }))
      line.setAttribute(k, String(v));
    const label = document.createElementNS(NS, 'text');
    label.setAttribute('x', String(bbox.x + size / 4));
    const above = playings.get(bar.measureId) - 1 - repeat;
    label.setAttribute('y', String(bbox.y - size * 0.3 - above * size * 1.1));
    label.setAttribute('font-size', String(size));
    label.setAttribute('font-family', 'system-ui, sans-serif');
    group.append(shade, line, label);
    measure.append(group);
    measure.addEventListener('click', () => onPick(bar.measureId));
    return { shade, line, label };
  });
}

/** Writes every bar's start on its mark; moved bars in another colour, the selected one shaded. */
export function paintMarks(marks, { starts, original, selected }) {
  // The pages stay white paper in the dark scheme too: the light scheme's colours.
  const accent = '#1d4ed8';
  const moved = '#b45309';
  marks.forEach((mark, i) => {
    if (!mark) return;
    const changed = starts[i] !== original[i];
    const colour = changed ? moved : accent;
    mark.line.setAttribute('fill', colour);
    mark.label.setAttribute('fill', colour);
    mark.label.textContent = (starts[i] / 1000).toFixed(2);
    mark.shade.setAttribute('fill', i === selected ? `${accent}33` : 'transparent');
  });
}

// ---------- the waveform

/** The recording's loudest sample per 10 ms. */
export async function peaksOf(url) {
  const bytes = await (await fetch(url)).arrayBuffer();
  const context = new OfflineAudioContext(1, 1, 8000);
  const buffer = await context.decodeAudioData(bytes);
  const samples = buffer.getChannelData(0);
  const perBin = Math.max(1, Math.round(buffer.sampleRate / 100)); // 10 ms
  const peaks = new Float32Array(Math.ceil(samples.length / perBin));
  for (let b = 0; b < peaks.length; b++) {
    let peak = 0;
    for (let k = b * perBin; k < Math.min(samples.length, (b + 1) * perBin); k++)
      peak = Math.max(peak, Math.abs(samples[k]));
    peaks[b] = peak;
  }
  return peaks;
}

/**
 * Draws the waveform of `from`..`to` ms with a line per bar start (moved ones in another colour, the
 * selected one thicker, numbered where there is room) and the playhead.
 */
export function drawWave(canvas, { peaks, starts, original, selected, labels, from, to, playheadMs }) {
  const ratio = devicePixelRatio || 1;
  const width = canvas.clientWidth;
  const height = canvas.clientHeight;
  if (canvas.width !== Math.round(width * ratio)) canvas.width = Math.round(width * ratio);
  if (canvas.height !== Math.round(height * ratio)) canvas.height = Math.round(height * ratio);
  const g = canvas.getContext('2d');
  g.setTransform(ratio, 0, 0, ratio, 0, 0);
  g.clearRect(0, 0, width, height);
  const styles = getComputedStyle(document.documentElement);
  const colour = (name) => styles.getPropertyValue(name).trim();
  canvas.dataset.fromMs = String(Math.round(from));
  canvas.dataset.toMs = String(Math.round(to));
  const x = (ms) => ((ms - from) / (to - from)) * width;
  const mid = height / 2 + 8;
  if (peaks) {
    g.fillStyle = colour('--wave');
    for (let px = 0; px < width; px++) {
      const a = Math.floor((from + ((to - from) * px) / width) / 10);
      const b = Math.max(a + 1, Math.floor((from + ((to - from) * (px + 1)) / width) / 10));
      let peak = 0;
      for (let k = a; k < b && k < peaks.length; k++) peak = Math.max(peak, peaks[k]);
      const h = Math.min(1, peak * 1.6) * (height / 2 - 12);
      g.fillRect(px, mid - h, 1, Math.max(1, 2 * h));
    }
  }
  g.font = '12px system-ui, sans-serif';
  let lastLabel = -Infinity;
  starts.forEach((ms, i) => {
    const at = x(ms);
    if (at < -2 || at > width + 2) return;
    const moved = ms !== original[i];
    g.fillStyle = moved ? colour('--moved') : colour('--accent');
    g.fillRect(Math.round(at) - (i === selected ? 1 : 0), 16, i === selected ? 3 : 1, height - 16);
    if (at - lastLabel > 22 || i === selected) {
      g.fillText(labels[i], at + 3, 12);
      lastLabel = at;
    }
  });
  const playhead = x(playheadMs);
  g.fillStyle = colour('--play');
  g.fillRect(Math.round(playhead), 0, 1, height);
}
