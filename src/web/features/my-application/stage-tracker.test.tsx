import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ApplicationStatus } from '../../../shared/api/application/schemas';
import { StageTracker } from './stage-tracker';

const status = (over: Partial<ApplicationStatus>): ApplicationStatus => ({
  id: '3f1c0d6e-0000-4000-8000-000000000001',
  reference: 'AB12-CD34',
  stage: 'submitted',
  submittedAt: '2026-11-26T08:00:00.000Z',
  reached: [{ stage: 'submitted', at: '2026-11-26T08:00:00.000Z' }],
  cancelReason: null,
  housemaid: { id: 1, name: 'Purity', posterURL: '/media/p.jpg' },
  visaWaits: [
    { code: 'sites_wait_after_paying_visa', days: 2 },
    { code: 'sites_wait_after_sending_passport', days: 3 },
  ],
  arrival: { date: '2026-12-01', window: 'morning' },
  documents: [],
  mandate: false,
  spouseLink: null,
  ...over,
});

const stages = () => screen.getAllByRole('listitem').filter((li) => li.parentElement?.tagName === 'OL');

describe('StageTracker', () => {
  it('marks the stages before the current one done and the current one as the step', () => {
    render(<StageTracker status={status({ stage: 'contract_signed' })} />);
    const items = stages();
    expect(items).toHaveLength(6);
    expect(items[0]!.textContent).toContain('(done)');
    expect(items[1]!.textContent).toContain('(done)');
    expect(items[2]!.getAttribute('aria-current')).toBe('step');
    expect(items[3]!.textContent).toContain('(to come)');
    expect(screen.getAllByText(/\(now\)/)).toHaveLength(1);
  });

  it('gives the visa stage the site parameters’ days, one by one and added up', () => {
    render(<StageTracker status={status({ stage: 'contract_signed' })} />);
    const visa = stages()[3]!;
    expect(visa.textContent).toContain('Usually about 5 days in all');
    expect(within(visa).getByText('After you pay for the visa: 2 days')).toBeTruthy();
    expect(within(visa).getByText('After you send the passport: 3 days')).toBeTruthy();
    expect(visa.textContent).not.toContain('medical');
  });

  it('shows no visa days when staff set none, and the chosen arrival day', () => {
    render(<StageTracker status={status({ visaWaits: [] })} />);
    expect(stages()[3]!.textContent).not.toMatch(/days? in all/);
    expect(stages()[4]!.textContent).toContain('On the day you chose');
  });

  it('marks every stage done once completed', () => {
    render(<StageTracker status={status({ stage: 'completed' })} />);
    expect(stages().every((li) => li.textContent?.includes('(done)'))).toBe(true);
  });
});
