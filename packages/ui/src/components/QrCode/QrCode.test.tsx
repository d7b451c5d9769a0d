import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../../test/render.tsx';
import { QrCode } from './QrCode.tsx';

describe('QrCode', () => {
  it('draws a named SVG whose size grows with the payload and error correction', () => {
    renderUi(
      <>
        <QrCode value="short" label="small" level="L" />
        <QrCode value={'x'.repeat(200)} label="large" level="H" />
      </>,
    );
    const small = Number(screen.getByRole('img', { name: 'small' }).getAttribute('data-modules'));
    const large = Number(screen.getByRole('img', { name: 'large' }).getAttribute('data-modules'));
    expect(small).toBe(21);
    expect(large).toBeGreaterThan(small);
    expect((large - 17) % 4).toBe(0);
  });
});
