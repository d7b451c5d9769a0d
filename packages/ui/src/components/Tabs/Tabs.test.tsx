import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../test/render.tsx';
import { Tabs } from './Tabs.tsx';

const items = ['My Wins', 'All Wins', 'High Rollers', 'Multiplier Madness'].map((label, index) => ({
  value: String(index),
  label,
  content: <p>{`${label} list`}</p>,
}));

describe('Tabs', () => {
  it('selects the first tab and switches on click', async () => {
    const onValueChange = vi.fn();
    renderUi(<Tabs label="Top wins" items={items} onValueChange={onValueChange} />);
    expect(screen.getByRole('tablist', { name: 'Top wins' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'My Wins' }).getAttribute('aria-selected')).toBe('true');
    await userEvent.click(screen.getByRole('tab', { name: 'High Rollers' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('High Rollers list');
    expect(onValueChange).toHaveBeenCalledWith('2');
  });

  it('moves with arrow keys, mirrored in right-to-left', async () => {
    renderUi(<Tabs label="Top wins" items={items} />, { dir: 'rtl' });
    await userEvent.click(screen.getByRole('tab', { name: 'My Wins' }));
    await userEvent.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'All Wins' }));
  });
});
