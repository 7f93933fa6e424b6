import type { CompiledRestRoute } from './run-route.js';

/** A path parameter that does not decode (`%E0%A4%A`): the client's 400, as Express's router answers it. */
export class UndecodableParam extends Error {
  readonly status = 400;
  readonly type = 'param.decode.failed';
  constructor(value: string) {
    super(`Failed to decode param '${value}'`);
  }
}

interface Row {
  compiled: CompiledRestRoute;
  /** The path's segments, literal ones in lower case; a parameter as ':name'. */
  segments: string[];
}

/**
 * Finds the REST route table's row for a request: the one route matcher of both server paths. It matches as
 * Express's router did when each row was mounted on it: rows in table order, literal segments case-insensitively,
 * one trailing slash allowed, each `:param` one non-empty segment, percent-decoded; HEAD runs the GET row.
 */
export class RestRouteMatcher {
  private readonly byMethod = new Map<string, Row[]>();

  constructor(routes: readonly CompiledRestRoute[]) {
    for (const compiled of routes) {
      const rows = this.byMethod.get(compiled.route.method) ?? [];
      rows.push({
        compiled,
        segments: compiled.route.path.split('/').map((s) => (s.startsWith(':') ? s : s.toLowerCase())),
      });
      this.byMethod.set(compiled.route.method, rows);
    }
  }

  /** The methods some row answers at `path` (HEAD with GET), sorted: the Allow list Express's router gave OPTIONS. */
  allowedMethods(path: string): string[] {
    const parts = partsOf(path);
    const methods = new Set<string>();
    for (const [method, rows] of this.byMethod)
      for (const row of rows) {
        if (row.segments.length !== parts.length) continue;
        try {
          if (!matchSegments(row.segments, parts)) continue;
        } catch {
          continue;
        }
        methods.add(method);
        if (method === 'GET') methods.add('HEAD');
      }
    return [...methods].sort();
  }

  /** The row and its decoded parameters, or null. Throws UndecodableParam for a parameter that does not decode. */
  match(
    method: string | undefined,
    path: string,
  ): { compiled: CompiledRestRoute; params: Record<string, string> } | null {
    const rows = this.byMethod.get(method === 'HEAD' ? 'GET' : (method ?? ''));
    if (!rows) return null;
    const parts = partsOf(path);
    for (const row of rows) {
      const params = matchSegments(row.segments, parts);
      if (params) return { compiled: row.compiled, params };
    }
    return null;
  }
}

/** A path's segments, one trailing slash dropped (Express's non-strict routing). */
function partsOf(path: string): string[] {
  const parts = path.split('/');
  if (parts.length > 2 && parts[parts.length - 1] === '') parts.pop();
  return parts;
}

function matchSegments(segments: string[], parts: string[]): Record<string, string> | null {
  if (parts.length !== segments.length) return null;
  let params: Record<string, string> | null = null;
  for (let i = 0; i < parts.length; i++) {
    const want = segments[i]!;
    const got = parts[i]!;
    if (want.charCodeAt(0) === 58 /* ':' */) {
      if (!got) return null;
      params ??= {};
      params[want.slice(1)] = decodeParam(got);
    } else if (want !== got && want !== got.toLowerCase()) return null;
  }
  return params ?? {};
}

function decodeParam(value: string): string {
  if (!value.includes('%')) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    throw new UndecodableParam(value);
  }
}
