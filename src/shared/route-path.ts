/**
 * The one parser of the route table's paths. A segment may hold ':name' parameters, alone
 * ('/maid/:id') or within text ('/welcome-to-:product'). Both the server (head tags, preloads,
 * redirects) and the web router match with this, so they always agree on which page a URL is.
 */
export type PathParams = Record<string, string>;

interface Compiled {
  segments: Array<{ regex: RegExp; names: string[] }>;
}

const compiled = new Map<string, Compiled>();
const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export const splitPath = (path: string) => path.split('/').filter(Boolean);

function compile(pattern: string): Compiled {
  let c = compiled.get(pattern);
  if (!c) {
    c = {
      segments: splitPath(pattern).map((segment) => {
        const names: string[] = [];
        const source = segment
          .split(/(:[A-Za-z][A-Za-z0-9]*)/)
          .map((part) => {
            if (!part.startsWith(':')) return escapeRegex(part);
            names.push(part.slice(1));
            return '(.+?)';
          })
          .join('');
        // Static text is matched ignoring case, as the site's paths always were.
        return { regex: new RegExp(`^${source}$`, 'i'), names };
      }),
    };
    compiled.set(pattern, c);
  }
  return c;
}

/** A path segment as written in the URL, decoded ('%2D' is '-'); left as is when it is not valid encoding. */
export function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The parameters of `pathname` when it matches `pattern` segment by segment (a trailing slash
 * ignored), decoded; null when it does not. A parameter is never empty and never spans a '/'.
 */
export function matchPath(pattern: string, pathname: string): PathParams | null {
  const { segments } = compile(pattern);
  const parts = splitPath(pathname);
  if (parts.length !== segments.length) return null;
  const params: PathParams = {};
  for (let i = 0; i < segments.length; i += 1) {
    const { regex, names } = segments[i]!;
    const found = regex.exec(decodeSegment(parts[i]!));
    if (!found) return null;
    names.forEach((name, j) => (params[name] = found[j + 1]!));
  }
  return params;
}

/** How many ':name' parameters a pattern has (an exact path beats a pattern of the same length). */
export const paramCount = (pattern: string): number => compile(pattern).segments.reduce((n, s) => n + s.names.length, 0);

/** A pattern's path with its parameters filled in, each encoded. */
export function fillPath(pattern: string, params: PathParams): string {
  return pattern.replace(/:([A-Za-z][A-Za-z0-9]*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') throw new Error(`${pattern} needs the parameter ${name}`);
    return encodeURIComponent(value);
  });
}
