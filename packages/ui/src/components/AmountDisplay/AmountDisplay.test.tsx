import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../../test/render.tsx';
import { AmountDisplay } from './AmountDisplay.tsx';

describe('AmountDisplay', () => {
  it('formats in the active locale and keeps the raw value', () => {
    const { container } = renderUi(<AmountDisplay value={1234.5} currency="EUR" />, { locale: 'de' });
    expect(container.querySelector('data')?.textContent).toBe('1.234,50\u00a0€');
    expect(container.querySelector('data')?.getAttribute('value')).toBe('1234.5');
  });

  it('shows crypto trimmed and zero as 0.00', () => {
    renderUi(
      <>
        <AmountDisplay value={0.0001} currency="BTC" crypto />
        <AmountDisplay value={0} currency="USDT" crypto />
      </>,
    );
    expect(screen.getByText('0.0001 BTC')).toBeTruthy();
    expect(screen.getByText('0.00 USDT')).toBeTruthy();
  });
});
