import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setCatalogueForTests } from '../../../lib/i18n';
import { applicationState } from '../../../test/application-state';
import { EndWorkFlowStep } from './status-steps';

const summary = {
  ...applicationState({}).summary,
  arrival: { date: '2026-11-28', window: 'morning' },
  address: { apartment: '1204', building: 'Tower 2', area: 'Al Barsha', emirate: 'DUBAI' },
};

/** The summary's value for a term, as it reads. */
function valueOf(term: string): string {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <EndWorkFlowStep appId="00000000-0000-4000-8000-000000000001" step="END_WORK_FLOW" state={applicationState({ currentStep: 'END_WORK_FLOW', summary })} ctx={{ mobile: true }} params={new URLSearchParams()} onDone={() => {}} />
    </QueryClientProvider>,
  );
  return screen.getByText(term).nextElementSibling!.textContent!;
}

afterEach(() => setCatalogueForTests('en', undefined));

describe('the check-and-finish summary', () => {
  it('gives the arrival day and its window once each, without a window in brackets inside brackets', () => {
    expect(valueOf('Maid arrival')).toBe('28 November 2026, Morning (9 am – 12 pm)');
  });

  it('keeps the address the family typed in its own direction, then the emirate in the page’s language', () => {
    // Plain texts only (no placeholders): the separator stays the English one here.
    setCatalogueForTests('ar', { Address: 'العنوان', Dubai: 'دبي' });
    expect(valueOf('العنوان')).toBe('\u20681204, Tower 2, Al Barsha\u2069, دبي');
  });
});
