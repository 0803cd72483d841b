/** pg and PGlite hand a `date` back as a local-midnight Date or as text: normalise to YYYY-MM-DD. */
export function isoDay(value: string | Date | null): string | null {
  if (!value) return null;
  if (typeof value === 'string') return value.slice(0, 10);
  const local = new Date(value.getTime() - value.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}
