/**
 * The operator's sync editor (decision 0048): a page the server renders, outside the app and its
 * bundle, with one small script beside it (`sync-editor.js`). The page holds nothing secret; its
 * script asks for the operator token and sends it with every call to `/api/operator/editions`.
 */
import { readFile } from 'node:fs/promises';

/** The page's scripts, served from `/operator/` (the server build copies them beside its module). */
export const SYNC_EDITOR_SCRIPTS = ['sync-editor.js', 'sync-editor-views.js'] as const;

const scripts = new Map<string, Promise<string>>();
/** A script of the page, read once from beside this module; null for any other name. */
export function syncEditorScript(name: string): Promise<string> | null {
  if (!(SYNC_EDITOR_SCRIPTS as readonly string[]).includes(name)) return null;
  if (!scripts.has(name)) scripts.set(name, readFile(new URL(`./${name}`, import.meta.url), 'utf8'));
  return scripts.get(name)!;
}

/** Scripts from this server only; the SVG pages bring their own <style>, hence inline styles. */
export function syncEditorPolicy(publicOrigin: string): string {
  const sources = [...new Set(["'self'", publicOrigin])].join(' ');
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `connect-src ${sources}`,
    `img-src ${sources} data:`,
    `media-src ${sources}`,
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const STYLE = `
:root{color-scheme:light dark;--bg:#f8fafc;--fg:#0f172a;--muted:#475569;--line:#cbd5e1;--panel:#fff;
--accent:#1d4ed8;--on-accent:#fff;--moved:#b45309;--wave:#64748b;--play:#dc2626;--sel:#1d4ed833}
@media (prefers-color-scheme:dark){:root{--bg:#0b1120;--fg:#e2e8f0;--muted:#94a3b8;--line:#334155;
--panel:#111827;--accent:#60a5fa;--on-accent:#0b1120;--moved:#fbbf24;--wave:#94a3b8;--play:#f87171;--sel:#60a5fa33}}
*{box-sizing:border-box}body{margin:0;font:15px/1.45 system-ui,sans-serif;background:var(--bg);color:var(--fg)}
header{display:flex;flex-wrap:wrap;gap:.5rem 1rem;align-items:center;padding:.6rem 1rem;border-bottom:1px solid var(--line)}
header h1{font-size:1.05rem;margin:0 auto 0 0}
label{display:inline-flex;gap:.35rem;align-items:center;color:var(--muted)}
label{max-width:100%}select{max-width:100%;min-width:0}
input,select,button{font:inherit;color:inherit;background:var(--panel);border:1px solid var(--line);border-radius:6px;padding:.3rem .55rem}
button{cursor:pointer}button.primary{background:var(--accent);border-color:var(--accent);color:var(--on-accent)}
button:disabled{opacity:.5;cursor:default}
:focus-visible{outline:2px solid var(--accent);outline-offset:2px}
.toolbar{display:flex;flex-wrap:wrap;gap:.5rem;align-items:center;padding:.5rem 1rem;border-bottom:1px solid var(--line)}
.toolbar output{font-variant-numeric:tabular-nums;min-width:9ch}
#status{padding:.4rem 1rem;min-height:2.2rem;color:var(--muted)}#status.error{color:var(--play)}#status.ok{color:var(--fg)}
main{display:grid;grid-template-columns:minmax(0,1.15fr) minmax(0,1fr);gap:1rem;padding:0 1rem 1rem}
section{background:var(--panel);border:1px solid var(--line);border-radius:8px;padding:.6rem;min-width:0}
section h2{font-size:.95rem;margin:0 0 .4rem}
#score{max-height:calc(100vh - 12rem);overflow:auto}
#score .page{background:#fff;color:#000;margin:0 0 .6rem;border-radius:4px}
#score .page svg{display:block;width:100%;height:auto}
#score g.measure{cursor:pointer}
#wave{display:block;width:100%;height:170px;touch-action:none;cursor:ew-resize;border-radius:4px;background:var(--bg)}
#bars{max-height:calc(100vh - 26rem);min-height:8rem;overflow:auto;margin-top:.5rem}
table{border-collapse:collapse;width:100%;font-variant-numeric:tabular-nums}
thead th{position:sticky;top:0;background:var(--panel);z-index:1}
td,th{padding:.15rem .4rem;border-bottom:1px solid var(--line);text-align:left}
tr.selected{background:var(--sel)}tr.moved td:first-child::after{content:" •";color:var(--moved)}
td input{width:9ch}.hint{color:var(--muted);font-size:.85rem;margin:.3rem 0 0}
[hidden]{display:none!important}
@media (max-width:1000px){main{grid-template-columns:minmax(0,1fr)}#wave-panel{order:-1}#bars{max-height:12rem}#score{max-height:none}}
`;

export function renderSyncEditorPage(): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<title>Sync editor — choir coach operators</title><style>${STYLE}</style>
<script type="module" src="/operator/sync-editor.js"></script></head><body>
<header><h1>Sync editor</h1>
<form id="token-form"><label>Operator token <input id="token" type="password" autocomplete="off" required></label>
<button type="submit">Open</button></form>
<label>Edition <select id="edition" disabled></select></label></header>
<div class="toolbar" id="toolbar" hidden>
<label id="part-label" hidden>Part <select id="part"></select></label>
<button type="button" id="play">Play from bar</button>
<button type="button" id="tap" title="Key T while playing">Tap bar start (T)</button>
<label>Zoom <select id="zoom"><option value="8">8 s</option><option value="20" selected>20 s</option><option value="0">whole</option></select></label>
<span>Time <output id="time">0.000 s</output></span>
<span>Bar <output id="bar">–</output></span>
<button type="button" id="reset">Undo all</button>
<button type="button" class="primary" id="save">Save as new version</button></div>
<p id="status" role="status" aria-live="polite">Enter the operator token to open an edition.</p>
<main id="editor" hidden>
<section aria-labelledby="score-title"><h2 id="score-title">Score</h2><div id="score"></div></section>
<section id="wave-panel" aria-labelledby="wave-title"><h2 id="wave-title">Recording</h2>
<canvas id="wave" aria-label="Waveform with the bar starts; drag a line to move a bar start"></canvas>
<p class="hint">Click a bar (score, waveform or list) to select it; Space plays from it, T taps the next bar start while it plays, drag a line or type a time to move a bar, ←/→ nudge the selected bar by 10 ms (Shift: 100 ms).</p>
<div id="bars"><table><thead><tr><th>Bar</th><th>Page</th><th>Start (s)</th></tr></thead><tbody id="bar-rows"></tbody></table></div>
</section></main>
<audio id="audio" preload="auto"></audio></body></html>`;
}
