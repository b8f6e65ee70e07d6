import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StepProps } from '../step-props';
import { BankInfoStep } from './bank-info-step';
import { applicationState } from '../../../test/application-state';

const state = applicationState({
  currentStep: 'BANK_INFO',
  prevStep: 'REQUIRED_DOCUMENTS',
  completedSteps: ['HIRE_MAID', 'REQUIRED_DOCUMENTS'],
  drafts: { BANK_INFO: { accountHolderName: 'Amira from the draft' } },
});

function renderStep(onDone = vi.fn(), given = state) {
  const props: StepProps = { appId: given.id, step: 'BANK_INFO', state: given, ctx: { mobile: true }, params: new URLSearchParams(), onDone };
  render(
    <QueryClientProvider client={new QueryClient()}>
      <BankInfoStep {...props} />
    </QueryClientProvider>,
  );
  return onDone;
}

afterEach(() => vi.unstubAllGlobals());

describe('BankInfoStep', () => {
  it('restores the draft, checks the IBAN as typed and names the bank', () => {
    renderStep();
    expect(screen.getByLabelText('Account holder name')).toHaveProperty('value', 'Amira from the draft');
    const iban = screen.getByLabelText('IBAN');
    fireEvent.change(iban, { target: { value: 'AE07 0331 2345 6789 0123 457' } });
    expect(screen.getByRole('alert').textContent).toBe('This IBAN is not valid: please check the digits');
    fireEvent.change(iban, { target: { value: 'ae07 0331 2345 6789 0123 456' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Bank: Mashreq')).toBeTruthy();
  });

  it('shows the message at the field and sends nothing when the form is invalid', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderStep();
    fireEvent.change(screen.getByLabelText('Account holder name'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Enter your IBAN')).toBeTruthy();
    expect(screen.getByText('Enter your full name')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('puts a server refusal naming a field at that field', async () => {
    const fetch = vi.fn().mockResolvedValue(new Response(JSON.stringify({ error: 'iban: This IBAN does not match' }), { status: 400 }));
    vi.stubGlobal('fetch', fetch);
    const onDone = renderStep();
    fireEvent.change(screen.getByLabelText('IBAN'), { target: { value: 'AE07 0331 2345 6789 0123 456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('This IBAN does not match')).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
  });

  describe('back on bank details already given (issue 34)', () => {
    const given = applicationState({
      currentStep: 'SIGN_DIRECT_DEBIT',
      completedSteps: ['HIRE_MAID', 'REQUIRED_DOCUMENTS', 'BANK_INFO'],
      summary: { ...state.summary, maskedIban: '•••• 3456', bankName: 'Mashreq', accountHolderName: 'Amira Haddad' },
    });

    it('shows the IBAN masked with the holder, and Continue goes on without sending them again', () => {
      const fetch = vi.fn();
      vi.stubGlobal('fetch', fetch);
      const onDone = renderStep(vi.fn(), given);
      expect(screen.getByText('•••• 3456')).toBeTruthy();
      expect(screen.getByText('Amira Haddad')).toBeTruthy();
      expect(screen.queryByLabelText('IBAN')).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
      expect(onDone).toHaveBeenCalledWith({ step: 'SIGN_DIRECT_DEBIT', query: {} });
      expect(fetch).not.toHaveBeenCalled();
    });

    it('Change opens the form, the holder kept and the IBAN to type', () => {
      renderStep(vi.fn(), given);
      fireEvent.click(screen.getByRole('button', { name: 'Change the IBAN' }));
      expect(screen.getByLabelText('IBAN')).toHaveProperty('value', '');
      expect(screen.getByLabelText('Account holder name')).toHaveProperty('value', 'Amira Haddad');
    });

    it('an IBAN typed since (the draft) opens the form with it', () => {
      renderStep(vi.fn(), { ...given, drafts: { BANK_INFO: { iban: 'AE07 0331 2345 6789 0123 456' } } });
      expect(screen.getByLabelText('IBAN')).toHaveProperty('value', 'AE07 0331 2345 6789 0123 456');
    });
  });
});
