import { describe, expect, it } from 'vitest';
import { allowedStages, stageMove, stageRefusal } from './stages';

describe('stage moves', () => {
  it.each([
    ['submitted', 'documents_checked'],
    ['documents_checked', 'contract_signed'],
    ['contract_signed', 'visa_in_process'],
    ['visa_in_process', 'maid_arrived'],
    ['maid_arrived', 'completed'],
  ] as const)('%s → %s is one stage forward', (from, to) => {
    expect(stageMove(from, to)).toBe('forward');
    expect(stageRefusal(from, to, undefined)).toBeNull();
  });

  it.each([
    ['submitted', 'contract_signed'],
    ['submitted', 'completed'],
    ['documents_checked', 'visa_in_process'],
  ] as const)('%s → %s skips a stage and is refused', (from, to) => {
    expect(stageMove(from, to)).toBeNull();
    expect(stageRefusal(from, to, 'because')).toMatch(/one stage at a time/);
  });

  it.each(['submitted', 'documents_checked', 'contract_signed', 'visa_in_process', 'maid_arrived'] as const)('%s → cancelled needs a reason', (from) => {
    expect(stageMove(from, 'cancelled')).toBe('cancel');
    expect(stageRefusal(from, 'cancelled', undefined)).toMatch(/^reason: /);
    expect(stageRefusal(from, 'cancelled', '   ')).toMatch(/^reason: /);
    expect(stageRefusal(from, 'cancelled', 'The family changed its mind')).toBeNull();
  });

  it('goes back one stage with a reason, never two, never before submitted', () => {
    expect(stageMove('visa_in_process', 'contract_signed')).toBe('back');
    expect(stageRefusal('visa_in_process', 'contract_signed', undefined)).toMatch(/^reason: /);
    expect(stageRefusal('visa_in_process', 'contract_signed', 'Clicked too early')).toBeNull();
    expect(stageMove('visa_in_process', 'documents_checked')).toBeNull();
    expect(stageMove('documents_checked', 'submitted')).toBe('back');
  });

  it('nothing leaves completed or cancelled, and staying put is no move', () => {
    for (const to of ['submitted', 'maid_arrived', 'cancelled'] as const) {
      expect(stageMove('completed', to)).toBeNull();
      expect(stageRefusal('completed', to, 'x')).toMatch(/no longer change/);
    }
    expect(stageMove('cancelled', 'submitted')).toBeNull();
    expect(stageRefusal('contract_signed', 'contract_signed', 'x')).toMatch(/already/);
    expect(allowedStages('completed')).toEqual([]);
  });

  it('offers the next, the previous and cancelled', () => {
    expect(allowedStages('submitted')).toEqual(['documents_checked', 'cancelled']);
    expect(allowedStages('contract_signed')).toEqual(['documents_checked', 'visa_in_process', 'cancelled']);
  });
});
