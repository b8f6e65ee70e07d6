/** Response headers as XMLHttpRequest gives them ("name: value" lines). */
function headersOf(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

/**
 * A fetch for one request that reports the share of its body sent so far (0 to 1): fetch cannot
 * tell upload progress, XMLHttpRequest can. Given to a call as its `transport` (api-client.ts), so
 * the call keeps its time limit, error catalogue and captcha.
 */
export function fetchWithUploadProgress(onProgress: (fraction: number) => void) {
  return (url: string, init: RequestInit): Promise<Response> =>
    new Promise((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(init.method ?? 'GET', url);
      xhr.responseType = 'arraybuffer';
      for (const [name, value] of Object.entries((init.headers ?? {}) as Record<string, string>)) xhr.setRequestHeader(name, value);
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      };
      xhr.onload = () => {
        // A Response cannot carry a body with these statuses.
        const body = [101, 204, 205, 304].includes(xhr.status) ? null : (xhr.response as ArrayBuffer);
        resolve(new Response(body, { status: xhr.status, statusText: xhr.statusText, headers: headersOf(xhr.getAllResponseHeaders()) }));
      };
      xhr.onerror = () => reject(new TypeError('Network request failed'));
      xhr.onabort = () => reject(new DOMException('The upload was stopped', 'AbortError'));
      if (init.signal?.aborted) return reject(new DOMException('The upload was stopped', 'AbortError'));
      init.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
    });
}
