import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../test/render.tsx';
import { AmountStepper } from './AmountStepper.tsx';

const setup = (props: Partial<Parameters<typeof AmountStepper>[0]> = {}) => {
  const onChange = vi.fn();
  renderUi(<AmountStepper currency="EUR" onChange={onChange} {...props} />);
  return {
    onChange,
    amount: () => screen.getByLabelText('Amount') as HTMLInputElement,
    up: () => screen.getByRole('button', { name: 'Increase amount' }),
    down: () => screen.getByRole('button', { name: 'Decrease amount' }),
  };
};

describe('AmountStepper', () => {
  it('starts at 25 and follows the spec 4 steps', async () => {
    const { amount, up, down, onChange } = setup();
    expect(amount().value).toBe('25');
    for (let i = 0; i < 5; i += 1) await userEvent.click(up());
    expect(amount().value).toBe('30');
    await userEvent.click(up());
    expect(amount().value).toBe('35');
    await userEvent.click(down());
    expect(amount().value).toBe('30');
    await userEvent.click(down());
    expect(amount().value).toBe('29');
    expect(onChange).toHaveBeenLastCalledWith(29);
  });

  it('never goes below 0 and then disables decrease', async () => {
    const { amount, down } = setup({ defaultValue: 1 });
    await userEvent.click(down());
    expect(amount().value).toBe('0');
    expect(down()).toHaveProperty('disabled', true);
    expect(screen.getByText('Amount must be above 0')).toBeTruthy();
  });

  it('resets to 25 and picks quick amounts 25, 50, 100', async () => {
    const { amount } = setup({ defaultValue: 70 });
    const quick = screen.getByRole('group', { name: 'Quick amounts' });
    expect(quick.querySelectorAll('button')).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: '€50.00' }));
    expect(amount().value).toBe('50');
    expect(screen.getByRole('button', { name: '€50.00' }).getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(amount().value).toBe('25');
  });

  it('takes typed amounts and ignores letters', async () => {
    const { amount, onChange } = setup();
    await userEvent.clear(amount());
    await userEvent.type(amount(), '42');
    expect(onChange).toHaveBeenLastCalledWith(42);
    await userEvent.type(amount(), 'x');
    expect(onChange).toHaveBeenLastCalledWith(42);
  });

  it('reports the provider range', () => {
    setup({ defaultValue: 3, min: 5, max: 100 });
    expect(screen.getByText('Minimum amount is €5.00')).toBeTruthy();
    expect(screen.getByLabelText('Amount').getAttribute('aria-invalid')).toBe('true');
  });
});
