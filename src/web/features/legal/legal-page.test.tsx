import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { closePdf, currentPdf } from '../../lib/pdf-viewer';
import { LegalPage } from './legal-page';
import { CONTRACT_SAMPLE_CODE, resourceUrl, VISA_SERVICE_SAMPLE_CODE } from './resources';

afterEach(closePdf);

describe('LegalPage', () => {
  it('opens the hire agreement for "Hiring a maid" and the visa service agreement for "Getting a Visa for a Maid"', () => {
    render(<LegalPage />);
    fireEvent.click(screen.getByRole('link', { name: 'Hiring a maid' }));
    expect(currentPdf()).toEqual({ url: resourceUrl(CONTRACT_SAMPLE_CODE), title: 'Hiring a maid' });
    const visa = screen.getByRole('link', { name: 'Getting a Visa for a Maid' });
    expect(visa.getAttribute('href')).toBe(resourceUrl(VISA_SERVICE_SAMPLE_CODE));
    fireEvent.click(visa);
    expect(currentPdf()).toEqual({ url: resourceUrl(VISA_SERVICE_SAMPLE_CODE), title: 'Getting a Visa for a Maid' });
    expect(VISA_SERVICE_SAMPLE_CODE).not.toBe(CONTRACT_SAMPLE_CODE);
  });
});
