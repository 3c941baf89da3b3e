// The operator's sync editor in the browser (page: sync-editor-page.ts, decision 0048). Plain
// JavaScript served as it is: no bundle, no part of the app. Reads an edition version's bar starts,
// shows them on the score and the recording's waveform, lets the operator move them (drag, type,
// nudge, tap along) and saves them as a new version through /api/operator/editions.

import { drawWave, paintMarks, peaksOf, renderScore } from './sync-editor-views.js';

const TOKEN_KEY = 'choir-operator-token';
const MIN_BAR_MS = 50;
const $ = (id) => document.getElementById(id);
const audio = $('audio');
const canvas = $('wave');
const state = {
  token: sessionStorage.getItem(TOKEN_KEY) ?? '',
  edition: null,
  part: 0,
  starts: [],
  original: [],
  selected: 0,
  tapCursor: -1,
  edits: [],
  peaks: null,
  marks: [],
  drag: -1,
};

function status(text, kind = '') {
  const line = $('status');
  line.textContent = text;
  line.className = kind;
}

async function api(path, init = {}) {
  const response = await fetch(`/api/operator${path}`, {
    ...init,
    headers: { 'x-operator-token': state.token, 'content-type': 'application/json', ...(init.headers ?? {}) },
  });
  const body = await response.json().catch(() => ({}));
  if (!response.ok) throw new Error(body.message ?? `The server answered ${response.status}.`);
  return body;
}

const seconds = (ms) => `${(ms / 1000).toFixed(3)} s`;
const bars = () => state.edition.parts[state.part].bars;
const durationMs = () => state.edition.parts[state.part].durationMs;

/** The bar sounding at `ms` (the last that starts at or before it). */
function barAt(ms) {
  let found = 0;
  for (let i = 0; i < state.starts.length; i++) if (state.starts[i] <= ms) found = i;
  return found;
}

/** Of a repeated measure, the occurrence nearest the selected bar. */
function nearestOccurrence(measureId) {
  let best = -1;
  bars().forEach((b, i) => {
    if (
      b.measureId === measureId &&
      (best < 0 || Math.abs(i - state.selected) < Math.abs(best - state.selected))
    )
      best = i;
  });
  return best;
}

function paint() {
  paintMarks(state.marks, state);
}

// ---------- the edition list and opening a version

async function start() {
  $('token').value = state.token;
  $('token-form').addEventListener('submit', (event) => {
    event.preventDefault();
    state.token = $('token').value;
    sessionStorage.setItem(TOKEN_KEY, state.token);
    loadEditions();
  });
  $('edition').addEventListener('change', () => {
    const [articleId, version] = $('edition').value.split('@');
    openVersion(articleId, version);
  });
  if (state.token) await loadEditions();
}

async function loadEditions(choose) {
  try {
    const { editions } = await api('/editions');
    const select = $('edition');
    select.replaceChildren(
      ...editions.flatMap((e) =>
        e.versions.map((v) => {
          const latest = v === e.latestVersion ? ' (latest)' : '';
          return new Option(`${e.articleId} ${e.title.en} · ${v}${latest}`, `${e.articleId}@${v}`);
        }),
      ),
    );
    select.disabled = false;
    const query = new URLSearchParams(location.search);
    const article = choose?.articleId ?? query.get('article') ?? editions[0]?.articleId;
    const entry = editions.find((e) => e.articleId === article) ?? editions[0];
    if (!entry) return status('No edition has a full version.', 'error');
    const version = choose?.version ?? query.get('version') ?? entry.latestVersion;
    select.value = `${entry.articleId}@${entry.versions.includes(version) ? version : entry.latestVersion}`;
    const [a, v] = select.value.split('@');
    await openVersion(a, v);
  } catch (error) {
    status(error.message, 'error');
  }
}

async function openVersion(articleId, version) {
  status(`Opening ${articleId} ${version} …`);
  try {
    state.edition = await api(`/editions/${encodeURIComponent(articleId)}/${encodeURIComponent(version)}`);
  } catch (error) {
    return status(error.message, 'error');
  }
  history.replaceState(null, '', `?article=${articleId}&version=${version}`);
  // Each part keeps its own edits while another is open; a save sends every part that changed.
  state.edits = state.edition.parts.map((p) => p.bars.map((b) => b.startMs));
  $('part').replaceChildren(
    ...state.edition.parts.map((p) => new Option(`${p.index + 1}. ${p.title.en}`, String(p.index))),
  );
  $('part-label').hidden = state.edition.parts.length < 2;
  await openPart(0);
}

async function openPart(index) {
  state.part = index;
  const part = state.edition.parts[index];
  state.original = part.bars.map((b) => b.startMs);
  state.starts = state.edits[index];
  $('part').value = String(index);
  state.selected = 0;
  state.tapCursor = -1;
  state.peaks = null;
  audio.src = part.audio;
  $('toolbar').hidden = false;
  $('editor').hidden = false;
  renderRows();
  state.marks = await renderScore($('score'), part, (id) => select(nearestOccurrence(id)));
  paint();
  draw();
  const label = state.edition.parts.length > 1 ? `, part ${index + 1}` : '';
  status(
    `${state.edition.title.en} ${state.edition.version}${label}: ${part.bars.length} bars. Loading the waveform …`,
  );
  state.peaks = await peaksOf(part.audio).catch(() => null);
  draw();
  status(
    `${state.edition.title.en} ${state.edition.version}${label}: ${part.bars.length} bars${state.peaks ? '' : ' (no waveform: the recording could not be decoded)'}.`,
    'ok',
  );
  $('editor').dataset.ready = 'true';
}

// ---------- the bar list

function renderRows() {
  $('bar-rows').replaceChildren(
    ...bars().map((bar, i) => {
      const row = document.createElement('tr');
      row.dataset.index = String(i);
      const input = document.createElement('input');
      input.type = 'number';
      input.step = '0.001';
      input.min = '0';
      input.setAttribute('aria-label', `Start of bar ${bar.n} (${i + 1} of ${bars().length}), seconds`);
      input.addEventListener('change', () => setStart(i, Number(input.value) * 1000, false));
      input.addEventListener('focus', () => select(i, false));
      const cells = [bar.n === '0' ? 'pickup' : bar.n, String(bar.page)].map((text) => {
        const cell = document.createElement('td');
        cell.textContent = text;
        return cell;
      });
      const last = document.createElement('td');
      last.append(input);
      row.append(...cells, last);
      row.addEventListener('click', () => select(i, false));
      return row;
    }),
  );
  paintRows();
}

function paintRows() {
  for (const row of $('bar-rows').children) {
    const i = Number(row.dataset.index);
    row.classList.toggle('selected', i === state.selected);
    row.classList.toggle('moved', state.starts[i] !== state.original[i]);
    const input = row.querySelector('input');
    if (document.activeElement !== input) input.value = (state.starts[i] / 1000).toFixed(3);
  }
}

// ---------- editing

function select(i, scroll = true) {
  if (i < 0 || i >= state.starts.length) return;
  state.selected = i;
  $('bar').textContent = bars()[i].n;
  if (scroll) $('bar-rows').children[i]?.scrollIntoView({ block: 'nearest' });
  if (audio.paused) audio.currentTime = state.starts[i] / 1000;
  refresh();
}

/** Sets bar i's start; `clamp` keeps it between its neighbours (a drag), else the server judges. */
function setStart(i, ms, clamp = true) {
  if (!Number.isFinite(ms)) return paintRows();
  let t = Math.round(ms);
  if (clamp) {
    const low = i > 0 ? state.starts[i - 1] + MIN_BAR_MS : 0;
    const high = i + 1 < state.starts.length ? state.starts[i + 1] - MIN_BAR_MS : durationMs() - MIN_BAR_MS;
    t = Math.min(Math.max(t, low), high);
  }
  state.starts[i] = t;
  refresh();
}

function refresh() {
  paint();
  paintRows();
  draw();
}

function playFromSelected() {
  if (!audio.paused) return audio.pause();
  audio.currentTime = state.starts[state.selected] / 1000;
  state.tapCursor = state.selected + 1;
  audio.play().catch((error) => status(`The recording does not play: ${error.message}`, 'error'));
}

function tap() {
  if (audio.paused || state.tapCursor < 0 || state.tapCursor >= state.starts.length) return;
  setStart(state.tapCursor, audio.currentTime * 1000, false);
  state.selected = state.tapCursor;
  state.tapCursor++;
  refresh();
}

async function save() {
  const parts = state.edition.parts
    .map((p, i) => ({ index: p.index, barStarts: state.edits[i] }))
    .filter((p, i) => p.barStarts.some((t, k) => t !== state.edition.parts[i].bars[k].startMs));
  if (!parts.length) return status('No bar start has moved: nothing to save.', 'error');
  $('save').disabled = true;
  status('Saving …');
  try {
    const { articleId, version: base } = state.edition;
    const saved = await api(`/editions/${articleId}/${base}/corrections`, {
      method: 'POST',
      body: JSON.stringify({ parts }),
    });
    await loadEditions({ articleId, version: saved.version });
    status(`Saved as version ${saved.version} (from ${saved.basedOn}); the player now opens it.`, 'ok');
  } catch (error) {
    status(error.message, 'error');
  } finally {
    $('save').disabled = false;
  }
}

/** The time window drawn: the whole recording, or `zoom` seconds around the playhead or selected bar. */
function view() {
  const total = durationMs() + 1500;
  const span = Number($('zoom').value) * 1000 || total;
  if (span >= total) return { from: 0, to: total };
  const focus = audio.paused || state.drag >= 0 ? state.starts[state.selected] : audio.currentTime * 1000;
  const from = Math.min(Math.max(0, focus - span / 3), total - span);
  return { from, to: from + span };
}

function draw() {
  if (!state.edition) return;
  drawWave(canvas, {
    ...view(),
    peaks: state.peaks,
    starts: state.starts,
    original: state.original,
    selected: state.selected,
    labels: bars().map((b) => b.n),
    playheadMs: audio.currentTime * 1000,
  });
}

function timeAt(event) {
  const { from, to } = view();
  const rect = canvas.getBoundingClientRect();
  return from + ((event.clientX - rect.left) / rect.width) * (to - from);
}

canvas.addEventListener('pointerdown', (event) => {
  if (!state.edition) return;
  const { from, to } = view();
  const msPerPx = (to - from) / canvas.clientWidth;
  const t = timeAt(event);
  let nearest = -1;
  state.starts.forEach((ms, i) => {
    if (
      Math.abs(ms - t) <= 8 * msPerPx &&
      (nearest < 0 || Math.abs(ms - t) < Math.abs(state.starts[nearest] - t))
    )
      nearest = i;
  });
  if (nearest < 0) {
    select(barAt(t));
    if (audio.paused) audio.currentTime = Math.max(0, t / 1000);
    return;
  }
  state.drag = nearest;
  state.dragView = { from, to };
  select(nearest);
  canvas.setPointerCapture(event.pointerId);
});
canvas.addEventListener('pointermove', (event) => {
  if (state.drag < 0) return;
  const { from, to } = state.dragView;
  const rect = canvas.getBoundingClientRect();
  setStart(state.drag, from + ((event.clientX - rect.left) / rect.width) * (to - from));
});
const endDrag = () => {
  state.drag = -1;
  draw();
};
canvas.addEventListener('pointerup', endDrag);
canvas.addEventListener('pointercancel', endDrag);

// ---------- controls and keys

$('play').addEventListener('click', playFromSelected);
$('tap').addEventListener('click', tap);
$('reset').addEventListener('click', () => {
  state.starts.splice(0, state.starts.length, ...state.original);
  refresh();
});
$('part').addEventListener('change', () => openPart(Number($('part').value)));
$('save').addEventListener('click', save);
$('zoom').addEventListener('change', draw);
addEventListener('resize', draw);
audio.addEventListener('play', () => {
  $('play').textContent = 'Pause';
  requestAnimationFrame(function frame() {
    $('time').textContent = seconds(audio.currentTime * 1000);
    const now = barAt(audio.currentTime * 1000);
    $('bar').textContent = bars()[now].n;
    draw();
    if (!audio.paused) requestAnimationFrame(frame);
  });
});
audio.addEventListener('pause', () => {
  $('play').textContent = 'Play from bar';
  draw();
});
audio.addEventListener('seeked', () => {
  $('time').textContent = seconds(audio.currentTime * 1000);
  draw();
});
addEventListener('keydown', (event) => {
  if (!state.edition || event.target.closest?.('input, select, textarea')) return;
  if (event.key === ' ' && event.target.tagName !== 'BUTTON') {
    event.preventDefault();
    playFromSelected();
  } else if (event.key === 't' || event.key === 'T') tap();
  else if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
    event.preventDefault();
    const step = (event.shiftKey ? 100 : 10) * (event.key === 'ArrowLeft' ? -1 : 1);
    setStart(state.selected, state.starts[state.selected] + step);
  }
});

start();
