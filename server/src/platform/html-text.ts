/** Text inside a double-quoted attribute. */
export function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** Text between tags. */
export function escapeText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function escapeJsonForHtml(json: string): string {
  return json.replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

/** Data for the browser as a JSON block (data, not script: the CSP needs no exception). */
export function inlineJson(id: string, value: unknown): string {
  return `<script type="application/json" id="${escapeAttribute(id)}">${escapeJsonForHtml(JSON.stringify(value))}</script>`;
}
