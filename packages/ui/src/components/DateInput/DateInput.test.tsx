import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../../test/render.tsx';
import { ageBounds, DateInput } from './DateInput.tsx';

describe('DateInput', () => {
  it('limits the range to ages 18 to 100', () => {
    expect(ageBounds('2026-11-19', 18, 100)).toEqual({ min: '1925-11-20', max: '2008-11-19' });
    renderUi(<DateInput label="Date of birth" today="2026-11-19" value="" onChange={() => {}} />);
    const input = screen.getByLabelText('Date of birth');
    expect(input.getAttribute('min')).toBe('1925-11-20');
    expect(input.getAttribute('max')).toBe('2008-11-19');
  });

  it('says when the player is under 18', () => {
    renderUi(<DateInput label="Date of birth" today="2026-11-19" value="2008-11-20" onChange={() => {}} />);
    expect(screen.getByText('You must be at least 18 years old')).toBeTruthy();
    expect(screen.getByLabelText('Date of birth').getAttribute('aria-invalid')).toBe('true');
  });

  it('accepts exactly 18 today', () => {
    renderUi(<DateInput label="Date of birth" today="2026-11-19" value="2008-11-19" onChange={() => {}} />);
    expect(screen.getByLabelText('Date of birth').getAttribute('aria-invalid')).toBeNull();
  });
});
