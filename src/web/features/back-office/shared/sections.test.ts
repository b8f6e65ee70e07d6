import { describe, expect, it } from 'vitest';
import { sections } from './sections';

const names = (role: Parameters<typeof sections>[0]) => sections(role).map((s) => s.name);

describe('the back office’s sections by role', () => {
  it('gives finance the applications and the service desk to read, Finance, the prices and their account', () => {
    expect(names('finance')).toEqual(['Applications', 'Interviews', 'Service desk', 'Finance', 'Prices', 'Your account']);
    expect(sections('finance').find((s) => s.name === 'Finance')?.to).toBe('/admin/money');
  });

  it('gives Finance to admins but not to agents or editors', () => {
    expect(names('admin')).toContain('Finance');
    expect(names('agent')).not.toContain('Finance');
    expect(names('editor')).not.toContain('Finance');
    expect(names('agent')).toEqual(['Applications', 'Interviews', 'Service desk', 'Maids', 'Prices', 'Outbox', 'Your account']);
  });

  it('gives the interview calendar to agents, admins and finance (who read it), not to editors', () => {
    for (const role of ['agent', 'admin', 'finance'] as const) expect(sections(role).find((s) => s.name === 'Interviews')?.to).toBe('/admin/interviews');
    expect(names('editor')).not.toContain('Interviews');
  });
});
