// The one way the browser talks to the API (spec section 7): credentials always sent, JSON payloads,
// and a failed response raises an Error whose message is '{status}: {body text or status text}'.
import type { QueryFunction } from '@tanstack/react-query';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: { message?: string; errors?: Record<string, string> } | null,
    rawText: string,
    statusText: string,
  ) {
    super(`${status}: ${rawText || statusText}`);
    this.name = 'ApiError';
  }
  /** The server's own sentence, for toasts: "Those dates were just taken..." rather than "409: {...}". */
  get serverMessage(): string | undefined {
    return this.body?.message;
  }
  get fieldErrors(): Record<string, string> {
    return this.body?.errors ?? {};
  }
}

const throwIfNotOk = async (response: Response) => {
  if (response.ok) return;
  const text = await response.text();
  let body: ApiError['body'] = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  throw new ApiError(response.status, body, text, response.statusText);
};

export const apiRequest = async <T = unknown>(
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  data?: unknown,
): Promise<T> => {
  const response = await fetch(url, {
    method,
    headers: data === undefined ? {} : { 'Content-Type': 'application/json' },
    body: data === undefined ? undefined : JSON.stringify(data),
    credentials: 'include',
  });
  await throwIfNotOk(response);
  if (response.status === 204) return undefined as T;
  const type = response.headers.get('content-type') ?? '';
  return (type.includes('application/json') ? response.json() : response.text()) as Promise<T>;
};

/** A generic read: the query key's parts joined with '/', parsed as JSON. */
export const getQueryFn =
  <T>(options: { on401: 'returnNull' | 'throw' }): QueryFunction<T> =>
  async ({ queryKey }) => {
    const response = await fetch(queryKey.join('/'), { credentials: 'include' });
    if (options.on401 === 'returnNull' && response.status === 401) {
      // read the small body so the request ends (a body left unread keeps the connection busy)
      await response.text();
      return null as T;
    }
    await throwIfNotOk(response);
    return (await response.json()) as T;
  };

/** Errors that mean the session is gone: '401: ...Unauthorized...'. */
export const isUnauthorizedError = (error: unknown) =>
  error instanceof Error && /^401: .*Unauthorized/.test(error.message);

/** The message a toast shows: the server's sentence when there is one, else the fallback. */
export const errorMessage = (error: unknown, fallback: string) =>
  error instanceof ApiError ? (error.serverMessage ?? fallback) : fallback;
