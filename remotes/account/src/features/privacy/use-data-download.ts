import { withFreshCheck } from '@iper/api';
import { useCallback, useState } from 'react';

export type DownloadState =
  { status: 'idle' | 'loading' | 'done' } | { status: 'error'; message: string };

const FALLBACK_ERROR =
  'Non è stato possibile preparare il file con i tuoi dati. Riprova tra qualche istante.';

/** The file name the server gives in Content-Disposition, or a dated default. */
export function attachmentName(header: string | null, today = new Date()): string {
  const match = header ? /filename="([^"]+)"/.exec(header) : null;
  return match?.[1] ?? `iper-i-miei-dati-${today.toISOString().slice(0, 10)}.json`;
}

/** Hands a file to the browser's downloads, as a click on a download link would. */
function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: the download has started by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * 'Scarica i miei dati': fetches the JSON export of the signed-in customer (a GET: no CSRF needed)
 * and saves it under the server's dated file name.
 */
export function useDataDownload(): { state: DownloadState; download: () => Promise<void> } {
  const [state, setState] = useState<DownloadState>({ status: 'idle' });
  const download = useCallback(async () => {
    setState({ status: 'loading' });
    try {
      // A sensitive action: past the fresh-check window the dialog asks first, then it is repeated.
      const response = await withFreshCheck(() =>
        fetch(new URL('/api/account/data-export', window.location.href), {
          credentials: 'same-origin',
          headers: { accept: 'application/json' },
        }),
      );
      if (!response.ok) {
        const body = (await response.json().catch(() => ({}))) as { message?: string };
        setState({ status: 'error', message: body.message || FALLBACK_ERROR });
        return;
      }
      saveFile(await response.blob(), attachmentName(response.headers.get('content-disposition')));
      setState({ status: 'done' });
    } catch {
      setState({ status: 'error', message: FALLBACK_ERROR });
    }
  }, []);
  return { state, download };
}
