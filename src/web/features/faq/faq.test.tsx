import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { APPLICATION_MINUTES } from '../../../shared/application/constants';
import { t } from '../../lib/i18n';
import { MemoryRouter } from '../../lib/router';
import { Faq } from './faq';

describe('Faq', () => {
  it('gives the application time the start screen gives (issue 16)', () => {
    render(
      <MemoryRouter>
        <Faq label={t} />
      </MemoryRouter>,
    );
    expect(screen.getByText(/it takes about/).textContent).toMatch(new RegExp(`it takes about ${APPLICATION_MINUTES} minutes\\.$`));
  });
});
