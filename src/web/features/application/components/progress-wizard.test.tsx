import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgressWizard } from './progress-wizard';

const stages = () =>
  screen.getAllByRole('listitem').map((li) => `${li.textContent}${li.getAttribute('aria-current') ? ' [current]' : ''}`);

describe('ProgressWizard', () => {
  it('marks the documents step, the first stage (issue 34)', () => {
    render(<ProgressWizard step="REQUIRED_DOCUMENTS" ctx={{ mobile: true, paidByCreditCard: false }} />);
    expect(stages()).toEqual(['Upload Documents [current]', 'Add Bank Details', 'Sign Payment Form', 'Enter Contact Details']);
  });

  it('shows no stage done on a desktop once the link is sent (issue 16)', () => {
    render(<ProgressWizard step="SMS_SENT" ctx={{ mobile: false, paidByCreditCard: false }} />);
    expect(stages()).toEqual(['Upload Documents', 'Add Bank Details', 'Sign Payment Form', 'Enter Contact Details']);
  });

  it('marks the stages before the current one done', () => {
    render(<ProgressWizard step="SIGN_DIRECT_DEBIT" ctx={{ mobile: true, paidByCreditCard: false }} />);
    expect(stages()).toEqual(['Upload Documents (done)', 'Add Bank Details (done)', 'Sign Payment Form [current]', 'Enter Contact Details']);
  });
});
