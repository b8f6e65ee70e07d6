import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applicationState } from '../../../test/application-state';
import type { StepProps } from '../step-props';
import { CreditCardStep } from './card-steps';

const state = applicationState({ currentStep: 'CREDIT_CARD_INFO', prevStep: 'REQUIRED_DOCUMENTS', completedSteps: ['HIRE_MAID', 'REQUIRED_DOCUMENTS'], paidByCreditCard: true });

function renderStep() {
  const props: StepProps = { appId: state.id, step: 'CREDIT_CARD_INFO', state, ctx: { mobile: true }, params: new URLSearchParams(), onDone: () => undefined };
  render(
    <QueryClientProvider client={new QueryClient()}>
      <CreditCardStep {...props} />
    </QueryClientProvider>,
  );
}

/** The page head as the server writes it when Stripe is configured (render-head.ts). */
function hostedProvider() {
  const meta = document.createElement('meta');
  meta.name = 'card-payments';
  meta.content = 'hosted';
  document.head.append(meta);
}

afterEach(() => document.head.querySelector('meta[name="card-payments"]')?.remove());

describe('CreditCardStep', () => {
  it('in test mode asks for the test card, and says it is test mode', () => {
    renderStep();
    expect(screen.getByLabelText('Card number')).toBeTruthy();
    expect(screen.getByRole('note').textContent).toContain('Test mode');
  });

  it('with a real provider asks for no card: each payment is paid on the provider’s page', () => {
    hostedProvider();
    renderStep();
    expect(screen.queryByLabelText('Card number')).toBeNull();
    expect(screen.queryByLabelText('Security code')).toBeNull();
    expect(screen.getByLabelText('Name on card')).toBeTruthy();
    expect(screen.getByText(/your card number is never typed on this site/)).toBeTruthy();
  });
});
