import { DEFAULT_PAGE_CODE } from '../../shared/api/page-code';

export { DEFAULT_PAGE_CODE };

export const DEFAULT_TIMEOUT_MS = 45_000;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The path and query string: `/api/example?…`. */
  url: string;
  /** Sent as JSON, or as it is when it is a FormData (an upload). */
  body?: unknown;
  headers?: Record<string, string>;
  pageCode?: string;
  binary?: boolean;
  timeoutMs?: number;
  signal?: AbortSignal;
  /** Sends the request in place of fetch: an upload that reports its progress (upload-progress.ts). */
  transport?: (url: string, init: RequestInit) => Promise<Response>;
}

/** A failed call: status 0 means the network failed or timed out. */
export class ApiError extends Error {
  constructor(
    message: string,
    public readonly status: number,
    public readonly headers: Headers | undefined,
    public readonly options: RequestOptions,
    public readonly timedOut = false,
    /** The failure's JSON body, for a caller that reads more than `error` from it. */
    public readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

let currentPageCode = DEFAULT_PAGE_CODE;
/** The route's page code, sent with every request unless a request names its own. */
export function setPageCode(code: string): void {
  currentPageCode = code;
}

/**
 * The one request wrapper of the specification's section 7. A body whose `error` field is a
 * non-empty string counts as a failure, whatever the status.
 */
export async function request<T>(options: RequestOptions): Promise<T> {
  const pageCode = options.pageCode ?? currentPageCode;
  const controller = new AbortController();
  const timeout = setTimeout(() => controller.abort('timeout'), options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  options.signal?.addEventListener('abort', () => controller.abort(options.signal?.reason), { once: true });
  const headers: Record<string, string> = { pageCode, ...options.headers };
  const form = options.body instanceof FormData;
  if (options.body !== undefined && !form) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await (options.transport ?? fetch)(options.url, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : form ? (options.body as FormData) : JSON.stringify(options.body),
      signal: controller.signal,
      credentials: 'same-origin',
    });
  } catch {
    const timedOut = controller.signal.reason === 'timeout';
    throw new ApiError(timedOut ? 'The request timed out' : 'Connection error', 0, undefined, options, timedOut);
  } finally {
    clearTimeout(timeout);
  }
  if (options.binary && response.ok) return (await response.blob()) as T;
  const text = await response.text();
  let data: unknown = undefined;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = undefined;
  }
  const error = (data as { error?: unknown } | undefined)?.error;
  if (!response.ok || (typeof error === 'string' && error.length > 0)) {
    const message = typeof error === 'string' && error ? error : `Request failed with status ${response.status}`;
    throw new ApiError(message, response.status, response.headers, options, false, data);
  }
  return data as T;
}
