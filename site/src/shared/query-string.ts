// One way to write request parameters into a URL, for the request helper and the JSONP loader.

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];
export type QueryParams = Readonly<Record<string, QueryValue>>;

/** Appends each parameter to `search`: `undefined` and `null` are left out, an array repeats its key. */
export function appendQuery(search: URLSearchParams, params: QueryParams | undefined): URLSearchParams {
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) search.append(key, String(item));
    else search.append(key, String(value));
  }
  return search;
}

/** `?a=1&b=2`, or '' when no parameter is left. */
export function queryString(params: QueryParams | undefined): string {
  const text = appendQuery(new URLSearchParams(), params).toString();
  return text ? `?${text}` : '';
}
