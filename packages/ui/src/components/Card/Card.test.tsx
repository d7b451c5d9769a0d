import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../../test/render.tsx';
import { cardElements, cardVariants } from './Card.props.ts';
import { Card } from './Card.tsx';

describe('Card', () => {
  it('a titled section is a region named by its heading, actions beside it', () => {
    renderUi(
      <Card title="Top wins" actions={<button type="button">Refresh</button>}>
        <p>Body</p>
      </Card>,
    );
    const region = screen.getByRole('region', { name: 'Top wins' });
    expect(region.tagName).toBe('SECTION');
    expect(screen.getByRole('heading', { level: 2, name: 'Top wins' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeTruthy();
  });

  it('an explicit aria-label wins over the heading, and no header is drawn without title or actions', () => {
    const { container } = renderUi(
      <Card aria-label="Balance" headingLevel={3}>
        Body
      </Card>,
    );
    expect(screen.getByRole('region', { name: 'Balance' })).toBeTruthy();
    expect(container.querySelector('[data-part="header"]')).toBeNull();
  });

  it.each(cardVariants)('variant %s is on data-variant', (variant) => {
    renderUi(<Card data-testid="card" variant={variant} />);
    expect(screen.getByTestId('card').dataset.variant).toBe(variant);
  });

  it.each(cardElements)('renders as %s', (as) => {
    const { container } = renderUi(
      as === 'li' ? (
        <ul>
          <Card as="li" />
        </ul>
      ) : (
        <Card as={as} />
      ),
    );
    expect(container.querySelector(as)).toBeTruthy();
  });

  it('the heading level follows headingLevel', () => {
    renderUi(<Card as="article" title="Welcome bonus" headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Welcome bonus' })).toBeTruthy();
    expect(screen.queryByRole('region')).toBeNull();
  });
});
