import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../test/render.tsx';
import { RangeFilter } from './RangeFilter.tsx';

const setup = (onChange = vi.fn()) => {
  const view = renderUi(
    <RangeFilter label="RTP" unit="%" value={{}} bounds={{ min: '0', max: '100' }} onChange={onChange} />,
  );
  return {
    ...view,
    onChange,
    min: screen.getByRole('textbox', { name: 'Minimum' }),
    max: screen.getByRole('textbox', { name: 'Maximum' }),
  };
};

describe('RangeFilter', () => {
  it('a named group of two labelled fields; a valid range goes out canonical on blur', () => {
    const { min, max, onChange } = setup();
    expect(screen.getByRole('group', { name: 'RTP (%)' })).toBeTruthy();
    fireEvent.change(min, { target: { value: '096,50' } });
    fireEvent.blur(min);
    expect(onChange).toHaveBeenLastCalledWith({ min: '96.5' });
    expect((min as HTMLInputElement).value).toBe('96.5');
    fireEvent.change(max, { target: { value: '99' } });
    fireEvent.keyDown(max, { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith({ min: '96.5', max: '99' });
  });

  it('min above max, out of bounds and non-numbers are explained and not sent', () => {
    const { min, max, onChange } = setup();
    fireEvent.change(min, { target: { value: '99' } });
    fireEvent.change(max, { target: { value: '90' } });
    fireEvent.blur(max);
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText('The minimum must not be above the maximum')).toBeTruthy();
    expect(max.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(max, { target: { value: '120' } });
    fireEvent.blur(max);
    expect(screen.getByText('Enter a value from 0 to 100')).toBeTruthy();
    fireEvent.change(max, { target: { value: 'lots' } });
    fireEvent.blur(max);
    expect(screen.getByText('Enter a number, e.g. 96.5')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('follows a value changed from outside', () => {
    const onChange = vi.fn();
    const { rerender } = renderUi(<RangeFilter label="RTP" value={{ min: '90' }} onChange={onChange} />);
    const min = screen.getByRole('textbox', { name: 'Minimum' }) as HTMLInputElement;
    expect(min.value).toBe('90');
    rerender(<RangeFilter label="RTP" value={{}} onChange={onChange} />);
    expect(min.value).toBe('');
  });
});
