import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../../test/render.tsx';
import { PasswordField } from './PasswordField.tsx';

describe('PasswordField', () => {
  it('shows and hides the password with a toggle that says what it does', async () => {
    renderUi(<PasswordField label="Password" defaultValue="secret1" />);
    const input = screen.getByLabelText('Password');
    expect(input.getAttribute('type')).toBe('password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(toggle);
    expect(input.getAttribute('type')).toBe('text');
    expect(screen.getByRole('button', { name: 'Hide password' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('links its error for assistive technology', () => {
    renderUi(<PasswordField label="Password" error="Must be at least 6 characters" />);
    const input = screen.getByLabelText('Password');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const describedBy = input.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('Must be at least 6 characters');
  });
});
