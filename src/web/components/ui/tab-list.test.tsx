import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TabList } from './tab-list';

function Three() {
  const [selected, setSelected] = useState('b');
  return (
    <TabList
      items={['a', 'b', 'c']}
      label="Letters"
      panelId="panel"
      tabId={(x) => `tab-${x}`}
      isSelected={(x) => x === selected}
      onSelect={setSelected}
    >
      {(x) => x.toUpperCase()}
    </TabList>
  );
}

describe('TabList', () => {
  it('keeps only the selected tab in the tab order', () => {
    render(<Three />);
    expect(screen.getByRole('tablist', { name: 'Letters' })).toBeTruthy();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.getAttribute('tabindex'))).toEqual(['-1', '0', '-1']);
    expect(tabs[1]!.getAttribute('aria-selected')).toBe('true');
    expect(tabs[1]!.getAttribute('aria-controls')).toBe('panel');
  });

  it('moves with the arrow keys, wrapping around, and selects and focuses the new tab', () => {
    render(<Three />);
    fireEvent.keyDown(screen.getByRole('tab', { name: 'B' }), { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'C' }).getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement?.id).toBe('tab-c');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'C' }), { key: 'ArrowRight' });
    expect(document.activeElement?.id).toBe('tab-a');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'A' }), { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { name: 'C' }).getAttribute('aria-selected')).toBe('true');
  });

  it('selects on click and ignores other keys', () => {
    render(<Three />);
    fireEvent.keyDown(screen.getByRole('tab', { name: 'B' }), { key: 'Enter' });
    expect(screen.getByRole('tab', { name: 'B' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('tab', { name: 'A' }));
    expect(screen.getByRole('tab', { name: 'A' }).getAttribute('aria-selected')).toBe('true');
  });
});
