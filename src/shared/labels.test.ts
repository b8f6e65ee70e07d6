import { describe, expect, it } from 'vitest';
import { applyLabels, DEFAULT_LABELS, maidsModeFromSwitch, NANNY_LABELS, resolveLabels } from './labels';

describe('applyLabels', () => {
  it('replaces maid and maids keeping their case', () => {
    expect(applyLabels('Hire a Maid: maids and MAIDS, housemaid stays', NANNY_LABELS)).toBe(
      'Hire a Nanny: nannies and NANNIES, housemaid stays',
    );
  });

  it('names the label once where a text names both maids and nannies (issue 16)', () => {
    expect(applyLabels('Full-time maids and nannies in the UAE', NANNY_LABELS)).toBe('Full-time nannies in the UAE');
    expect(applyLabels('Hire a full-time maid or nanny', NANNY_LABELS)).toBe('Hire a full-time nanny');
    expect(applyLabels('Full-time maids, nannies and maid visas.', NANNY_LABELS)).toBe('Full-time nannies and nanny visas.');
    expect(applyLabels('maid, nanny, housemaid, UAE', NANNY_LABELS)).toBe('nanny, housemaid, UAE');
    expect(applyLabels('Maids and nannies', NANNY_LABELS)).toBe('Nannies');
    expect(applyLabels('a nanny or maid', NANNY_LABELS)).toBe('a nanny');
    expect(applyLabels('Full-time maids and nannies in the UAE', DEFAULT_LABELS)).toBe('Full-time maids and nannies in the UAE');
  });

  it('leaves text alone with the default labels', () => {
    expect(applyLabels('Full-time maids', DEFAULT_LABELS)).toBe('Full-time maids');
  });

  it("hides 'full-time' under v_nfts", () => {
    expect(applyLabels('Hire a Full-time Maid in the UAE', { ...DEFAULT_LABELS, hideFullTime: true })).toBe(
      'Hire a Maid in the UAE',
    );
    expect(applyLabels('Full-time maids available', { ...DEFAULT_LABELS, hideFullTime: true })).toBe('Maids available');
  });
});

describe('resolveLabels', () => {
  it('is nanny mode on a nanny or babysitter URL, route data or session', () => {
    expect(resolveLabels({ pathname: '/hire-nanny', search: '' }).singular).toBe('nanny');
    expect(resolveLabels({ pathname: '/x', search: '?utm_content=babysitter' }).singular).toBe('nanny');
    expect(resolveLabels({ pathname: '/hire-maid', search: '', routeNannyMode: true }).singular).toBe('nanny');
    expect(resolveLabels({ pathname: '/hire-maid', search: '', sessionMaidsMode: 'nannyMode' }).singular).toBe('nanny');
    expect(resolveLabels({ pathname: '/hire-maid', search: '' }).singular).toBe('maid');
  });

  it('lets switch_m turn nanny mode on or off', () => {
    expect(maidsModeFromSwitch('nanny')).toBe('nannyMode');
    expect(maidsModeFromSwitch('maid')).toBe('maidMode');
    expect(maidsModeFromSwitch('what')).toBeUndefined();
    expect(resolveLabels({ pathname: '/hire-maid', search: '?switch_m=nanny' }).singular).toBe('nanny');
    expect(
      resolveLabels({ pathname: '/hire-maid', search: '?switch_m=maid', sessionMaidsMode: 'nannyMode' }).singular,
    ).toBe('maid');
  });

  it('hides full-time with v_nfts in the query or session', () => {
    expect(resolveLabels({ pathname: '/', search: '?v_nfts' }).hideFullTime).toBe(true);
    expect(resolveLabels({ pathname: '/', search: '', sessionHideFullTime: true }).hideFullTime).toBe(true);
    expect(resolveLabels({ pathname: '/', search: '' }).hideFullTime).toBe(false);
  });
});
