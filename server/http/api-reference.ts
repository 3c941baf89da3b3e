/** A self-contained HTML reference of the OpenAPI document (no CDN assets, so it works offline). */

import { escapeHtml } from './escape-html';

interface Operation {
  summary?: string;
  deprecated?: boolean;
  security?: unknown[];
  parameters?: {
    name: string;
    in: string;
    required?: boolean;
    schema?: { type?: string; enum?: unknown[] };
  }[];
  requestBody?: unknown;
  responses?: Record<string, { description?: string }>;
}

export function renderApiReference(doc: {
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
}): string {
  const rows = Object.entries(doc.paths)
    .flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => {
        const params = (op.parameters ?? [])
          .map(
            (p) =>
              `<code>${escapeHtml(p.name)}</code> <small>(${p.in}${p.required ? ', required' : ''})</small>`,
          )
          .join('<br>');
        const responses = Object.entries(op.responses ?? {})
          .map(([status, r]) => `<b>${status}</b> ${escapeHtml(r.description ?? '')}`)
          .join('<br>');
        return `<tr${op.deprecated ? ' class="deprecated"' : ''}><td><span class="m ${method}">${method.toUpperCase()}</span></td>
<td><code>/api${escapeHtml(path)}</code>${op.security ? ' 🔒' : ''}<br><small>${escapeHtml(op.summary ?? '')}</small></td>
<td>${params}${op.requestBody ? '<br><small>JSON body</small>' : ''}</td><td><small>${responses}</small></td></tr>`;
      }),
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(doc.info.title)} — API reference</title><style>
body{font:15px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:72rem;padding:0 1rem;color:#0f172a}
table{border-collapse:collapse;width:100%}td{border-top:1px solid #e2e8f0;padding:.6rem .5rem;vertical-align:top}
.m{font:600 12px/1 monospace;padding:.3rem .45rem;border-radius:4px;color:#fff;background:#64748b}.get{background:#1d4ed8}.post{background:#15803d}
.patch{background:#b45309}.delete{background:#b91c1c}.deprecated{opacity:.6}code{font-size:13px}</style></head><body>
<h1>${escapeHtml(doc.info.title)} <small>${escapeHtml(doc.info.version)}</small></h1>
<p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a>. 🔒 needs <code>Authorization: Bearer &lt;token&gt;</code> from <code>POST /api/auth/login</code>.</p>
<table>${rows}</table></body></html>`;
}
