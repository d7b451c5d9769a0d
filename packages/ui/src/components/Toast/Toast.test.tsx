import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../../test/render.tsx';
import { Button } from '../Button/Button.tsx';
import { ToastProvider, useToast } from './ToastProvider.tsx';

function Demo() {
  const show = useToast();
  return <Button onClick={() => show({ title: 'Saved', tone: 'success' })}>Save</Button>;
}

describe('Toast', () => {
  it('shows a toast in a portal that keeps the brand, and dismisses it', async () => {
    const { container } = renderUi(
      <ToastProvider>
        <Demo />
      </ToastProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const title = await screen.findByText('Saved');
    const brand = container.querySelector('[data-brand]')?.getAttribute('data-brand');
    expect(title.closest('[data-brand]')?.getAttribute('data-brand')).toBe(brand);
    expect(title.closest('[data-tone]')?.getAttribute('data-tone')).toBe('success');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Saved')).toBeNull();
  });

  it('needs a provider', () => {
    expect(() => renderUi(<Demo />)).toThrow('useToast needs a ToastProvider above it');
  });
});
