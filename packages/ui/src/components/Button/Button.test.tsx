import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../test/render.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { buttonKinds, buttonSizes } from './Button.props.ts';
import { Button } from './Button.tsx';

describe('Button', () => {
  it.each(buttonSizes.flatMap((size) => buttonKinds.map((kind) => [size, kind] as const)))(
    '%s × %s renders a button named by its label with its variant attributes',
    (size, kind) => {
      renderUi(
        <Button size={size} kind={kind}>
          Deposit
        </Button>,
      );
      const button = screen.getByRole('button', { name: 'Deposit' });
      expect(button.dataset.size).toBe(size);
      expect(button.dataset.kind).toBe(kind);
    },
  );

  it('calls onClick, and not when disabled', async () => {
    const onClick = vi.fn();
    const { rerender } = renderUi(<Button onClick={onClick}>Play</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    rerender(
      <Button onClick={onClick} disabled>
        Play
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('while loading is busy, keeps its name and ignores clicks', async () => {
    const onClick = vi.fn();
    renderUi(
      <Button loading onClick={onClick}>
        Claim
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Claim' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('icon-only takes its accessible name from aria-label, and the icon stays hidden', () => {
    renderUi(<Button iconOnly icon={<Icon name="close" />} aria-label="Close" />);
    const button = screen.getByRole('button', { name: 'Close' });
    expect(button.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('with href renders a link, inert when disabled', async () => {
    const onClick = vi.fn();
    renderUi(
      <Button href="/promotions" kind="link" disabled onClick={onClick}>
        More
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'More' });
    expect(link.getAttribute('href')).toBe('/promotions');
    expect(link.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(link);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('submits a form only when asked to', async () => {
    const onSubmit = vi.fn((event: Event) => event.preventDefault());
    renderUi(
      <form onSubmit={(event) => onSubmit(event.nativeEvent)}>
        <Button>Plain</Button>
        <Button type="submit">Send</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Plain' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('does not leak props to the DOM', () => {
    renderUi(<Button fullWidth>Wide</Button>);
    const button = screen.getByRole('button', { name: 'Wide' });
    expect(button.hasAttribute('fullwidth')).toBe(false);
    expect(button.dataset.fullWidth).toBe('true');
  });
});
