export interface UploadRequest {
  method: 'POST' | 'PUT';
  url: string;
  body: FormData;
  /** Extra request headers (the CSRF header where the endpoint checks it). */
  headers?: Record<string, string>;
  /** The share of the body sent so far, 0-100. */
  onProgress?: (percent: number) => void;
  /** Names the upload in the error of a request that could not be made. */
  label?: string;
}

export interface UploadResult {
  status: number;
  /** The JSON answer, undefined when there is none or it is not JSON. */
  body: unknown;
}

/**
 * Sends a multipart body with XMLHttpRequest, the one browser API that reports the upload's
 * progress (fetch does not): the careers application and the help form both send their files
 * through here. Resolves with the status and the JSON body whatever the status; rejects only when
 * the request could not be made at all (offline, aborted).
 */
export function uploadWithProgress(request: UploadRequest): Promise<UploadResult> {
  const label = request.label ?? 'upload';
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(request.method, request.url);
    xhr.setRequestHeader('accept', 'application/json');
    for (const [name, value] of Object.entries(request.headers ?? {}))
      xhr.setRequestHeader(name, value);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0)
        request.onProgress?.(Math.round((event.loaded / event.total) * 100));
    });
    xhr.addEventListener('load', () => {
      let body: unknown;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        body = undefined;
      }
      resolve({ status: xhr.status, body });
    });
    xhr.addEventListener('error', () => reject(new Error(`${label}: network error`)));
    xhr.addEventListener('abort', () => reject(new Error(`${label}: aborted`)));
    xhr.send(request.body);
  });
}
