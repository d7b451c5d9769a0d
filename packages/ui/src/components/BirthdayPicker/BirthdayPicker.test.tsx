import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../test/render.tsx';
import { BirthdayPicker } from './BirthdayPicker.tsx';

const today = '2026-11-19';

describe('BirthdayPicker', () => {
  it('defaults to today 18 years ago and offers the last 100 years', async () => {
    renderUi(<BirthdayPicker today={today} onChange={() => {}} />);
    const trigger = screen.getByRole('button', { name: /Date of birth/ });
    expect(trigger.textContent).toContain('November 19, 2008');
    await userEvent.click(trigger);
    const years = within(screen.getByRole('listbox', { name: 'Year' })).getAllByRole('option');
    expect(years).toHaveLength(100);
    expect(years[0]?.textContent).toBe('2026');
    expect(years.at(-1)?.textContent).toBe('1927');
  });

  it('updates while picking and commits on a click outside', async () => {
    const onChange = vi.fn();
    renderUi(
      <div>
        <BirthdayPicker today={today} onChange={onChange} />
        <p>outside</p>
      </div>,
    );
    const trigger = screen.getByRole('button', { name: /Date of birth/ });
    await userEvent.click(trigger);
    await userEvent.click(
      within(screen.getByRole('listbox', { name: 'Year' })).getByRole('option', { name: '1990' }),
    );
    await userEvent.click(
      within(screen.getByRole('listbox', { name: 'Month' })).getByRole('option', { name: 'February' }),
    );
    expect(trigger.textContent).toContain('February 19, 1990');
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.pointerDown(screen.getByText('outside'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onChange).toHaveBeenCalledWith('1990-02-19');
  });

  it('clamps the day when the month is shorter', async () => {
    renderUi(<BirthdayPicker today={today} value="2000-01-31" onChange={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: /Date of birth/ }));
    await userEvent.click(
      within(screen.getByRole('listbox', { name: 'Month' })).getByRole('option', { name: 'February' }),
    );
    expect(screen.getByRole('button', { name: /Date of birth/ }).textContent).toContain('February 29, 2000');
    expect(within(screen.getByRole('listbox', { name: 'Day' })).getAllByRole('option')).toHaveLength(29);
  });

  it('Escape closes without committing', async () => {
    const onChange = vi.fn();
    renderUi(<BirthdayPicker today={today} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: /Date of birth/ }));
    await userEvent.click(
      within(screen.getByRole('listbox', { name: 'Year' })).getByRole('option', { name: '1980' }),
    );
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: /Date of birth/ }).textContent).toContain('2008');
  });

  it('moves the selection with the arrow keys', async () => {
    renderUi(<BirthdayPicker today={today} onChange={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: /Date of birth/ }));
    const days = screen.getByRole('listbox', { name: 'Day' });
    days.focus();
    await userEvent.keyboard('{ArrowUp}');
    expect(within(days).getByRole('option', { selected: true }).textContent).toBe('18');
  });
});
