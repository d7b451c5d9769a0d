import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../../test/render.tsx';
import { ProgressBar } from './ProgressBar.tsx';

describe('ProgressBar', () => {
  it('is a named progressbar with its value and value text', () => {
    renderUi(<ProgressBar label="Wagering" value={120} max={500} valueText="€120.00 of €500.00" />);
    const bar = screen.getByRole('progressbar', { name: 'Wagering' });
    expect(bar.getAttribute('aria-valuenow')).toBe('120');
    expect(bar.getAttribute('aria-valuemax')).toBe('500');
    expect(bar.getAttribute('aria-valuetext')).toBe('€120.00 of €500.00');
    expect(bar.style.getPropertyValue('--progress-value')).toBe('24%');
  });

  it('clamps to 0…max', () => {
    renderUi(<ProgressBar label="VIP" value={150} />);
    expect(screen.getByRole('progressbar', { name: 'VIP' }).getAttribute('aria-valuenow')).toBe('100');
  });
});
