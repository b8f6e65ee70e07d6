import type { FieldIssue } from '../../shared/api/common.js';

interface Issue {
  instancePath: string;
  message?: string;
}

const PLACE: Record<string, string> = {
  querystring: 'query parameter',
  body: 'field',
  params: 'path parameter',
  headers: 'header',
};

/** Turns schema issues into one sentence that names the parameter, e.g. "Missing query parameter 'sessionId'". */
export function describeValidationError(issues: Issue[], context?: string): string {
  const place = PLACE[context ?? ''] ?? 'parameter';
  const parts = issues.slice(0, 3).map((issue) => {
    const name = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
    const message = issue.message ?? 'is invalid';
    if (!name) return context === 'body' ? `Invalid request body: ${message}` : message;
    if (/received undefined/.test(message)) return `Missing ${place} '${name}'`;
    return `Invalid ${place} '${name}': ${message}`;
  });
  return parts.join('; ');
}


/**
 * Every issue of a refused body, by field, so that a form can show each message next to its field
 * (the back office's maid form does); the one-sentence `error` names at most three.
 */
export function fieldIssues(issues: Issue[]): FieldIssue[] {
  return issues
    .map((issue) => ({ field: issue.instancePath.replace(/^\//, '').replace(/\//g, '.'), message: issue.message ?? 'is invalid' }))
    .filter((issue) => issue.field !== '');
}
