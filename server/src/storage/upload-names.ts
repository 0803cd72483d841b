/**
 * The name an uploaded file is kept and served under: the sender's name without folders, control
 * characters or quotes, with the extension of the type its content was detected as. A file sent as
 * `cv.html` that is really a PDF is `cv.pdf`, so whoever downloads it later opens what it is, not
 * what it claimed to be.
 */
export function uploadDisplayName(
  sentName: string | undefined,
  fallback: string,
  extension: string,
): string {
  const base = (sentName ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  const clean = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  const stem =
    clean
      .replace(/\.[^.]*$/, '')
      .trim()
      .slice(0, 180) || fallback;
  return `${stem}.${extension}`;
}
