import { takeFirstScreenAnswer } from "./firstScreen";

/** A failed API call: the HTTP status and the server's JSON error body, when there is one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`API answered ${status}`);
  }
}

type Params = Record<string, string | number | boolean | undefined | null>;

function withParams(path: string, params?: Params): string {
  if (!params) return path;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null) query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** Per-call options: `bearer` sends a signed-in customer's token as `Authorization: Bearer …`. */
export interface CallOptions {
  bearer?: string;
}

async function request<T>(method: string, path: string, params?: Params, body?: unknown, options?: CallOptions): Promise<T> {
  const url = withParams(path, params);
  // A call the server already answered while drawing the page's first screen (never a
  // customer's own, which carries a token).
  if (method === "GET" && !options?.bearer) {
    const drawn = takeFirstScreenAnswer(url);
    if (drawn !== undefined) return drawn as T;
  }
  const headers: Record<string, string> = { Accept: "application/json" };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (options?.bearer) headers.Authorization = `Bearer ${options.bearer}`;
  const response = await fetch(url, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  const parsed: unknown = text ? JSON.parse(text) : null;
  if (!response.ok) throw new ApiError(response.status, parsed);
  return parsed as T;
}

export const api = {
  get: <T>(path: string, params?: Params, options?: CallOptions) => request<T>("GET", path, params, undefined, options),
  post: <T>(path: string, body: unknown, params?: Params, options?: CallOptions) => request<T>("POST", path, params, body, options),
  put: <T>(path: string, body: unknown, params?: Params, options?: CallOptions) => request<T>("PUT", path, params, body, options),
  delete: <T>(path: string, body?: unknown, params?: Params, options?: CallOptions) => request<T>("DELETE", path, params, body, options),
};
