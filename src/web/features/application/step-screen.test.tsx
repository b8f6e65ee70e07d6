import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STEPS, type Step } from '../../../shared/workflow';
import { StepScreen } from './step-screen';
import { SCREEN_LOADERS } from './step-screens';
import { applicationState } from '../../test/application-state';

const state = applicationState({
  id: '00000000-0000-4000-8000-000000000002',
  currentStep: 'CONFIRM_MAID_ARRIVAL',
  prevStep: 'BANK_INFO',
  completedSteps: ['HIRE_MAID', 'REQUIRED_DOCUMENTS', 'BANK_INFO'],
});

function renderScreen(step: Step) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <StepScreen appId={state.id} step={step} canonical={step} state={state} ctx={{ mobile: true }} params={new URLSearchParams()} onDone={() => {}} />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('StepScreen', () => {
  it('holds the place with a loading status, then shows the step once its code has loaded', async () => {
    renderScreen('CONFIRM_MAID_ARRIVAL');
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(await screen.findByRole('heading', { name: 'Confirm your maid’s arrival' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('opens at the top of the page with focus on its heading (issue 34)', async () => {
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    renderScreen('CONFIRM_MAID_ARRIVAL');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Confirm your maid’s arrival' });
    expect(document.activeElement).toBe(heading);
    expect(heading.tabIndex).toBe(-1);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('loads a phone step with its check: a landline is refused at the field and nothing is sent', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderScreen('CLIENT_PHONE_NUMBER');
    fireEvent.change(await screen.findByLabelText('Your mobile number'), { target: { value: '04 123 4567' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Enter a mobile number, not a landline');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('has a screen for every step (HIRE_MAID goes through GENERIC_ROUTER)', () => {
    expect(STEPS.filter((step) => !SCREEN_LOADERS[step])).toEqual(['HIRE_MAID']);
  });
});
