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

  it('is one Tab stop; Home, End and wrapping arrows skip disabled tabs and select on focus', async () => {
    const onValueChange = vi.fn();
    const withDisabled = items.map((item, index) => (index === 3 ? { ...item, disabled: true } : item));
    renderUi(<Tabs label="Top wins" items={withDisabled} onValueChange={onValueChange} />);
    const tab = (name: string) => screen.getByRole('tab', { name });
    expect(withDisabled.map((item) => tab(item.label).tabIndex)).toEqual([0, -1, -1, -1]);
    await userEvent.tab();
    expect(document.activeElement).toBe(tab('My Wins'));
    await userEvent.keyboard('{End}');
    expect(document.activeElement).toBe(tab('High Rollers'));
    expect(tab('High Rollers').getAttribute('aria-selected')).toBe('true');
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('My Wins'));
    await userEvent.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(tab('High Rollers'));
    await userEvent.keyboard('{Home}');
    expect(document.activeElement).toBe(tab('My Wins'));
    expect(onValueChange.mock.calls.map(([value]) => value)).toEqual(['2', '0', '2', '0']);
    const panel = screen.getByRole('tabpanel');
    expect(panel.getAttribute('aria-labelledby')).toBe(tab('My Wins').id);
    expect(tab('My Wins').getAttribute('aria-controls')).toBe(panel.id);
  });

  it('follows a controlled value and only asks to change it', async () => {
    const onValueChange = vi.fn();
    renderUi(<Tabs label="Top wins" items={items} value="1" onValueChange={onValueChange} />);
    await userEvent.click(screen.getByRole('tab', { name: 'High Rollers' }));
    expect(onValueChange).toHaveBeenCalledWith('2');
    expect(screen.getByRole('tabpanel').textContent).toBe('All Wins list');
  });
});
