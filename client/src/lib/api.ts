// The one way the browser talks to the API (spec section 7): credentials always sent, JSON payloads,
// and a failed response raises an ApiError whose message is '{status}: {body text or status text}'.

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

/** Resolves to the response when it is OK; otherwise throws the ApiError describing it. */
export const ensureOk = async (response: Response): Promise<Response> => {
  if (response.ok) return response;
  const text = await response.text().catch(() => '');
  let body: ApiError['body'] = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  throw new ApiError(response.status, body, text, response.statusText);
};

/**
 * The fetch every read and action goes through: the browser's, or on the server (server-render.tsx) one
 * that asks the app itself, so a page rendered there reads what the browser would have.
 */
let fetchApi: typeof fetch = (input, init) => fetch(input, init);

/** The server's renderer, once at its start: where the pages' reads go. */
export const setApiFetch = (next: typeof fetch) => {
  fetchApi = next;
};

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** `headers`: extra request headers, e.g. an Idempotency-Key. */
export const apiRequest = async <T = unknown>(
  method: Method,
  url: string,
  data?: unknown,
  options: { headers?: Record<string, string> } = {},
): Promise<T> => {
  const response = await fetchApi(url, {
    method,
    headers: { ...(data === undefined ? {} : { 'Content-Type': 'application/json' }), ...options.headers },
    body: data === undefined ? undefined : JSON.stringify(data),
    credentials: 'include',
  });
  await ensureOk(response);
  if (response.status === 204) return undefined as T;
  const type = response.headers.get('content-type') ?? '';
  return (type.includes('application/json') ? response.json() : response.text()) as Promise<T>;
};

/** What parses an answer: a zod schema of domain/api/*.ts (typed structurally, so this file loads no zod). */
export type AnswerSchema<T> = { parse: (data: unknown) => T };

type AnswerSchemas = typeof import('./answer-schemas');

/**
 * A read's answer schema: given as it is (staff code that loads zod anyway), or picked from
 * lib/answer-schemas.ts (`(s) => s.roomSchema.array()`), which is imported with the first answer, so a
 * page whose answers all came with its HTML (the public pages, server-rendered) loads no zod.
 */
export type SchemaChoice<T> = AnswerSchema<T> | ((schemas: AnswerSchemas) => AnswerSchema<T>);

/**
 * GET `url`, its answer checked against the domain's answer schema: the type comes from the schema that
 * also describes the route, and an answer that no longer fits fails here, named, not in a screen. A
 * refused read (401, 404, ...) throws its ApiError before any schema loads.
 */
export const getParsed = async <T>(url: string, schema: SchemaChoice<T>): Promise<T> => {
  const data = await (await ensureOk(await fetchApi(url, { credentials: 'include' }))).json();
  return (typeof schema === 'function' ? schema(await import('./answer-schemas')) : schema).parse(data);
};

/** getParsed as a query function: the key is the URL (its parts joined with '/'). */
export const fetchParsed =
  <T>(schema: SchemaChoice<T>) =>
  ({ queryKey }: { queryKey: readonly unknown[] }): Promise<T> =>
    getParsed(queryKey.join('/'), schema);

const hasStatus = (error: unknown, status: number) => error instanceof ApiError && error.status === status;

/** The session is gone (or never was): the server answered 401. */
export const isUnauthorized = (error: unknown) => hasStatus(error, 401);

/** Signed in but not allowed (another role, or a disabled account): the server answered 403. */
export const isForbidden = (error: unknown) => hasStatus(error, 403);

/** The message a toast shows: the server's sentence when there is one, else the fallback. */
export const errorMessage = (error: unknown, fallback: string) =>
  error instanceof ApiError ? (error.serverMessage ?? fallback) : fallback;
