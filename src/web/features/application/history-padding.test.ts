import { describe, expect, it, vi } from 'vitest';
import { HISTORY_PADDING_ENTRIES } from '../../../shared/workflow';
import { padHistory } from './history-padding';

const real = { idx: 3, key: 'router-key' };

describe('padHistory', () => {
  it('adds the 24 guards after the first render, not during it, and keeps the real entry on top', async () => {
    window.history.replaceState(real, '', '/app?appId=a1&step=BANK_INFO');
    const before = window.history.length;
    padHistory('BANK_INFO');
    expect(window.history.length).toBe(before);
    await vi.waitFor(() => expect(window.history.length).toBe(before + HISTORY_PADDING_ENTRIES));
    expect(window.history.state).toEqual(real);
    expect(window.location.search).toBe('?appId=a1&step=BANK_INFO');

    // The browser's back button lands on a guard of the same address.
    window.history.back();
    await vi.waitFor(() => expect(window.history.state).toEqual({ ...real, appBackGuard: true, step: 'BANK_INFO' }));
    expect(window.location.search).toBe('?appId=a1&step=BANK_INFO');
  });

  it('adds nothing once stopped (the flow left /app)', async () => {
    window.history.replaceState(real, '', '/app?appId=a2&step=REQUIRED_DOCUMENTS');
    const before = window.history.length;
    padHistory('REQUIRED_DOCUMENTS')();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(window.history.length).toBe(before);
  });
});
