import { escapeText } from '../platform/html-text';
import type { ReleaseMatrix } from '../releases/release-matrix';
import type { RemoteStatus } from '../releases/release-status';
import type { RemoteFieldData } from './field-data';
import type { VersionFigures } from './verdict';

/** The admin page's stylesheet (its own address: the site's CSP allows no inline style). */
export const ADMIN_STYLESHEET = `
body{font:15px/1.45 system-ui,sans-serif;margin:0;color:#1d1d1f;background:#f6f6f7}
header{background:#c4000d;color:#fff;padding:16px 32px}
header h1{margin:0;font-size:22px}
header p{margin:4px 0 0;opacity:.9}
main{padding:16px 32px 48px;max-width:1216px}
section{background:#fff;border:1px solid #ddd;border-radius:8px;padding:12px 20px 16px;margin:16px 0}
h2{font-size:18px;margin:4px 0 8px}
h3{font-size:15px;margin:12px 0 6px}
table{border-collapse:collapse;width:100%;font-variant-numeric:tabular-nums}
th,td{text-align:left;padding:5px 8px;border-bottom:1px solid #eee;vertical-align:top}
th{font-weight:600;background:#fafafa}
td.n{text-align:right}
.tag{display:inline-block;padding:1px 8px;border-radius:10px;font-size:12px;font-weight:600;background:#eee}
.attiva{background:#dff3e4;color:#0b5d1e}.canary{background:#fff1c2;color:#6b4e00}.precedente{background:#e8eefc;color:#1f3f8f}
.promote{background:#dff3e4;color:#0b5d1e}.rollback{background:#fde2e1;color:#8a1111}.wait{background:#eee;color:#333}
.muted{color:#666}
dl{display:grid;grid-template-columns:max-content auto;gap:2px 12px;margin:6px 0}
dt{color:#555}dd{margin:0}
table.audit td:nth-child(-n+5){white-space:nowrap}table.audit td:last-child{min-width:280px}
.ok{background:#dff3e4;color:#0b5d1e}.ko{background:#fde2e1;color:#8a1111}
table.matrix{min-width:760px}table.matrix .tag{white-space:nowrap}
table.matrix td:last-child{overflow-wrap:anywhere;min-width:320px}table.matrix ul{margin:0;padding-left:18px}
.scroll{overflow-x:auto}.scroll:focus-visible{outline:2px solid #1f3f8f;outline-offset:2px}
`;

const METRICS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;

function vital(figures: VersionFigures, metric: (typeof METRICS)[number]): string {
  const value = figures.p75[metric];
  if (value === undefined) return '<span class="muted">–</span>';
  const shown = metric === 'CLS' ? value.toFixed(3) : `${Math.round(value)} ms`;
  return `${shown} <span class="muted">(${figures.samples[metric]})</span>`;
}

function channelOf(status: RemoteStatus, version: string): string {
  if (version === status.version) return '<span class="tag attiva">attiva</span>';
  if (version === status.canary?.version) return '<span class="tag canary">canary</span>';
  if (version === status.previous?.version) return '<span class="tag precedente">precedente</span>';
  return '<span class="muted">altra</span>';
}

function figuresTable(status: RemoteStatus, data: RemoteFieldData): string {
  if (data.versions.length === 0)
    return '<p class="muted">Nessun dato di campo nella finestra.</p>';
  const rows = data.versions
    .map((figures) => {
      const rate = figures.pageViews
        ? `${((figures.errors / figures.pageViews) * 100).toFixed(2)} %`
        : '–';
      return `<tr><td>${escapeText(figures.version)}</td><td>${channelOf(status, figures.version)}</td><td class="n">${figures.pageViews}</td><td class="n">${figures.errors}</td><td class="n">${rate}</td>${METRICS.map((metric) => `<td class="n">${vital(figures, metric)}</td>`).join('')}</tr>`;
    })
    .join('');
  return scrollable(
    `Dati di campo di ${status.remote}, tabella scorrevole in orizzontale`,
    `<table><caption class="muted">p75 di ogni metrica (tra parentesi i campioni), errori = viste di pagina con un errore</caption><thead><tr><th>versione</th><th>canale</th><th>viste</th><th>con errore</th><th>tasso errori</th>${METRICS.map((metric) => `<th>p75 ${metric}</th>`).join('')}</tr></thead><tbody>${rows}</tbody></table>`,
  );
}

/** A wide table on a phone scrolls sideways in its own box (keyboard too), not the whole page. */
function scrollable(label: string, table: string): string {
  return `<div class="scroll" tabindex="0" role="group" aria-label="${escapeText(label)}">${table}</div>`;
}

/** 2026-11-28T15:04:47.186Z → 2026-11-28 15:04:47 UTC (an internal page: UTC, like the logs). */
function when(iso: string): string {
  return iso.replace('T', ' ').replace(/\.\d+Z$/, ' UTC');
}

function releaseLine(label: string, version: string | null | undefined, extra = ''): string {
  return `<dt>${label}</dt><dd>${version ? escapeText(version) : '<span class="muted">nessuna</span>'}${extra}</dd>`;
}

function canaryBlock(data: RemoteFieldData): string {
  const { canary } = data;
  if (!canary) return '';
  const { rails, verdict } = canary;
  return `<h3>Verdetto del canary ${escapeText(canary.version)} <span class="tag ${verdict.decision}">${
    { wait: 'in attesa di dati', promote: 'da promuovere', rollback: 'da fermare' }[
      verdict.decision
    ]
  }</span>${canary.held ? ' <span class="tag">sospeso (hold)</span>' : ''}</h3>
<dl><dt>guard rail</dt><dd>${canary.declared ? 'dichiarati' : 'predefiniti'}: almeno ${rails.minPageViews} viste per parte; errori non peggiori con alfa ${rails.errorAlpha} (z-test a due proporzioni); p75 INP entro +${rails.inpMarginMs} ms; p75 LCP entro +${rails.lcpMarginMs} ms</dd>
<dt>motivi</dt><dd>${verdict.reasons.map(escapeText).join('<br>')}</dd>
<dt>test sugli errori</dt><dd>z = ${verdict.errorTest.z.toFixed(2)}, p = ${verdict.errorTest.pValue.toFixed(4)}</dd></dl>`;
}

/** The state of a release's contract check, in words. */
const CONTRACT: Record<string, string> = {
  verificato: 'contratto verificato',
  'non usato': 'moduli esposti non usati dalla shell',
  'senza tipi': 'la build non pubblica i tipi: rifiutata, contratto non verificabile',
  'shell senza contratto': 'la shell non dice cosa usa: contratto non verificato',
  'non verificabile': 'TypeScript assente sul server: contratto non verificato',
};

/**
 * The release matrix (issue 36): per remote its active, canary and previous release against the
 * active shell and the other live releases, compatible or not, and the gate's reasons.
 */
function matrixSection(matrix: ReleaseMatrix): string {
  const shell = matrix.shell
    ? `<p>Shell attiva ${escapeText(matrix.shell.version)}${matrix.shell.commit ? ` <span class="muted">(${escapeText(matrix.shell.commit.slice(0, 12))})</span>` : ''}: usa ${matrix.shell.consumes} moduli esposti dai remote · ${matrix.shell.ok ? '<span class="tag ok">esegue le release in corso</span>' : '<span class="tag ko">non può eseguire tutte le release in corso</span>'}</p>`
    : '<p><span class="tag ko">mf-manifest.json della shell attiva illeggibile</span>: nessuna combinazione è verificata.</p>';
  const rows = matrix.remotes
    .flatMap(({ remote, cells }) =>
      cells.map((cell, index) => {
        const verdict =
          cell.ok === null
            ? '<span class="muted">non verificata (non è una release)</span>'
            : cell.ok
              ? '<span class="tag ok">compatibile</span>'
              : '<span class="tag ko">incompatibile</span>';
        const reasons = cell.reasons.length
          ? `<ul>${cell.reasons.map((reason) => `<li>${escapeText(reason)}</li>`).join('')}</ul>`
          : cell.contract
            ? `<span class="muted">${escapeText(CONTRACT[cell.contract] ?? cell.contract)}</span>`
            : '';
        const name =
          index === 0
            ? `<th scope="rowgroup" rowspan="${cells.length}">${escapeText(remote)}</th>`
            : '';
        return `<tr>${name}<td><span class="tag ${cell.channel}">${cell.channel}</span></td><td>${escapeText(cell.version ?? cell.entry)}</td><td>${verdict}</td><td>${reasons}</td></tr>`;
      }),
    )
    .join('');
  return `<section aria-labelledby="matrix"><h2 id="matrix">Matrice delle release</h2>${shell}
<p class="muted" id="matrix-note">Ogni release attiva, canary e precedente contro la shell attiva e le altre release in corso: versioni condivise, runtime, route e contratto dei moduli esposti (i tipi pubblicati contro l'uso della shell).</p>
${scrollable('Tabella della matrice, scorrevole in orizzontale', `<table class="matrix" aria-describedby="matrix-note"><thead><tr><th scope="col">remote</th><th scope="col">canale</th><th scope="col">versione</th><th scope="col">con la shell attiva</th><th scope="col">motivi</th></tr></thead><tbody>${rows}</tbody></table>`)}</section>`;
}

export interface AuditLine {
  at: string;
  action: string;
  remote: string | null;
  version: string | null;
  actor: string | null;
  detail: string | null;
}

/**
 * The platform's admin page (GET /api/platform/admin, admin token): per remote the live, canary
 * and previous releases, the field data of each version in the window, the canary's verdict, and
 * the latest release actions. Plain HTML with a linked stylesheet: no inline script or style.
 */
export function adminPage(
  statuses: RemoteStatus[],
  fieldData: RemoteFieldData[],
  auditLines: AuditLine[],
  windowMinutes: number,
  now: Date,
  matrix?: ReleaseMatrix,
): string {
  const remotes = statuses
    .map((status) => {
      const data = fieldData.find((entry) => entry.remote === status.remote);
      const canary = status.canary
        ? releaseLine(
            'canary',
            status.canary.version ?? status.canary.entry,
            ` a ${status.canary.percent}% dei visitatori${status.canary.since ? `, dal ${escapeText(when(status.canary.since))}` : ''}`,
          )
        : releaseLine('canary', null);
      return `<section aria-labelledby="r-${status.remote}"><h2 id="r-${status.remote}">${escapeText(status.remote)}</h2>
<dl>${releaseLine('live (attiva)', status.version ?? `${status.entry} (nessuna release)`, status.since ? ` <span class="muted">dal ${escapeText(when(status.since))}${status.by ? `, ${escapeText(status.by)}` : ''}</span>` : '')}${canary}${releaseLine('precedente', status.previous?.version ?? status.previous?.entry)}</dl>
${data ? figuresTable(status, data) + canaryBlock(data) : ''}</section>`;
    })
    .join('\n');
  const audits = auditLines.length
    ? scrollable(
        'Ultime azioni, tabella scorrevole in orizzontale',
        `<table class="audit"><thead><tr><th>quando</th><th>azione</th><th>remote</th><th>versione</th><th>chi</th><th>dettaglio</th></tr></thead><tbody>${auditLines
          .map(
            (line) =>
              `<tr><td>${escapeText(when(line.at))}</td><td>${escapeText(line.action)}</td><td>${escapeText(line.remote ?? '')}</td><td>${escapeText(line.version ?? '')}</td><td>${escapeText(line.actor ?? '')}</td><td>${escapeText(line.detail ?? '')}</td></tr>`,
          )
          .join('')}</tbody></table>`,
      )
    : '<p class="muted">Nessuna azione registrata.</p>';
  return `<!doctype html>
<html lang="it"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<title>Release e dati di campo · Iper</title><link rel="stylesheet" href="/api/platform/admin.css"></head>
<body><header><h1>Release e dati di campo</h1><p>Finestra degli ultimi ${windowMinutes} minuti · ${escapeText(when(now.toISOString()))}</p></header>
<main>${matrix ? matrixSection(matrix) : ''}${remotes}
<section aria-labelledby="audit"><h2 id="audit">Ultime azioni sulle release</h2>${audits}</section></main></body></html>`;
}
