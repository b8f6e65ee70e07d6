import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { LocalizedText } from '../../../../shared/i18n/localized-text';
import { LocalizedTextField } from './localized-text-field';

function Harness({ start }: { start: LocalizedText }) {
  const [value, setValue] = useState(start);
  return <LocalizedTextField id="quote" label="Quote" value={value} onChange={setValue} multiline />;
}

describe('LocalizedTextField', () => {
  it('has a field per language, each in its own direction, and marks the languages left empty', () => {
    render(<Harness start={{ en: 'Very kind', ar: 'لطيفة جدا' }} />);
    expect(screen.getByLabelText('Quote in Arabic').getAttribute('dir')).toBe('rtl');
    expect(screen.getByLabelText('Quote in French').getAttribute('dir')).toBe('ltr');
    expect(screen.getByText('Needs translation: Russian, Hindi, French')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Quote in Russian'), { target: { value: 'Очень добрая' } });
    expect(screen.getByText('Needs translation: Hindi, French')).toBeTruthy();
  });

  it('shows no mark once every language is written', () => {
    render(<Harness start={{ en: 'a', ar: 'b', hi: 'c', ru: 'd', fr: 'e' }} />);
    expect(screen.queryByText(/Needs translation/)).toBeNull();
  });

  it('marks the translations left as they were when the English changes, until each is revisited', () => {
    render(<Harness start={{ en: 'AED 200 off', ar: 'خصم 200 درهم', fr: '200 AED de remise' }} />);
    expect(screen.queryByText(/The English changed/)).toBeNull();
    fireEvent.change(screen.getByLabelText('Quote in English'), { target: { value: 'AED 300 off' } });
    expect(screen.getByText('The English changed: check the Arabic, French')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Quote in Arabic'), { target: { value: 'خصم 300 درهم' } });
    expect(screen.getByText('The English changed: check the French')).toBeTruthy();
  });
});
