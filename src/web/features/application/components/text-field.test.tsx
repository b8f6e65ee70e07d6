import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextField } from './text-field';

const field = (props: Partial<Parameters<typeof TextField>[0]> & { label: string }) =>
  render(<TextField value="" onChange={() => undefined} {...props} />);

describe('TextField', () => {
  it('reads numbers and phone numbers left to right, whatever the page direction', () => {
    field({ label: 'Emirates ID number', inputMode: 'numeric', placeholder: '784-XXXX-XXXXXXX-X' });
    field({ label: 'Mobile', type: 'tel' });
    expect(screen.getByLabelText('Emirates ID number').getAttribute('dir')).toBe('ltr');
    expect(screen.getByLabelText('Mobile').getAttribute('dir')).toBe('ltr');
  });

  it('leaves words in the page direction, and takes the direction it is given', () => {
    field({ label: 'Full name' });
    field({ label: 'IBAN', dir: 'ltr' });
    expect(screen.getByLabelText('Full name').hasAttribute('dir')).toBe(false);
    expect(screen.getByLabelText('IBAN').getAttribute('dir')).toBe('ltr');
  });
});
