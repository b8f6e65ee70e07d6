import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { APPLICATION_MINUTES } from '../../../shared/application/constants';
import { HireMaidStart } from './hire-maid-start';

describe('HireMaidStart', () => {
  it('says how long the application takes with the figure the FAQ gives (issue 16)', () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <HireMaidStart maidId={5} params={new URLSearchParams()} onStarted={() => {}} />
      </QueryClientProvider>,
    );
    expect(APPLICATION_MINUTES).toBe(10);
    expect(screen.getByText(/^It takes about/).textContent).toMatch(/^It takes about 10 minutes:/);
  });
});
