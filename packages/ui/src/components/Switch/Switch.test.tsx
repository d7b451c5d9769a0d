import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../test/render.tsx';
import { switchSizes } from './Switch.props.ts';
import { Switch } from './Switch.tsx';

function Controlled({ onChange }: { onChange: (checked: boolean) => void }) {
  const [checked, setChecked] = useState(false);
  return (
    <Switch
      label="Ghost mode"
      description="Hide my name in the feeds"
      checked={checked}
      onCheckedChange={(next) => {
        setChecked(next);
        onChange(next);
      }}
    />
  );
}

describe('Switch', () => {
  it('a switch named by its label, described by its description, toggled by click and Space', async () => {
    const onChange = vi.fn();
    renderUi(<Controlled onChange={onChange} />);
    const control = screen.getByRole('switch', { name: 'Ghost mode' });
    expect(control.getAttribute('aria-checked')).toBe('false');
    expect(control.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(control.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Hide my name in the feeds',
    );
    fireEvent.click(control);
    expect(control.getAttribute('aria-checked')).toBe('true');
    expect(onChange).toHaveBeenLastCalledWith(true);
    control.focus();
    await userEvent.keyboard(' ');
    expect(control.getAttribute('aria-checked')).toBe('false');
    expect(onChange).toHaveBeenLastCalledWith(false);
  });

  it('clicking the label toggles it', () => {
    const onChange = vi.fn();
    renderUi(<Controlled onChange={onChange} />);
    fireEvent.click(screen.getByText('Ghost mode'));
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('disabled: no change, marked on the row', () => {
    const onChange = vi.fn();
    renderUi(<Switch label="Sounds" disabled onCheckedChange={onChange} data-testid="row" />);
    fireEvent.click(screen.getByRole('switch', { name: 'Sounds' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByTestId('row').hasAttribute('data-disabled')).toBe(true);
  });

  it.each(switchSizes)('size %s is on data-size', (size) => {
    renderUi(<Switch label="Sounds" size={size} />);
    expect(screen.getByRole('switch').dataset.size).toBe(size);
  });
});
