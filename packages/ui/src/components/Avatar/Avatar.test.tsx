import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../../test/render.tsx';
import { Avatar, initials } from './Avatar.tsx';

describe('Avatar', () => {
  it('takes up to two initials', () => {
    expect(initials('Jane Doe')).toBe('JD');
    expect(initials('  ömer  ')).toBe('Ö');
    expect(initials('Ana María López')).toBe('AL');
    expect(initials('')).toBe('');
  });

  it('is named by the player and falls back to initials when the picture fails', () => {
    const { container } = renderUi(<Avatar name="Jane Doe" src="/missing.png" />);
    expect(screen.getByRole('img', { name: 'Jane Doe' })).toBeTruthy();
    fireEvent.error(container.querySelector('img') as HTMLImageElement);
    expect(screen.getByRole('img', { name: 'Jane Doe' }).textContent).toBe('JD');
  });
});
