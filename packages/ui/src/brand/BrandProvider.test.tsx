import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { brands } from '../../test/render.tsx';
import { BrandProvider, usePortalScope } from './BrandProvider.tsx';

function Scope() {
  const scope = usePortalScope();
  return <output>{`${scope['data-brand']} ${scope.dir}`}</output>;
}

describe('BrandProvider', () => {
  it.each(brands.map((brand) => [brand.id, brand] as const))(
    '%s: sets data-brand and dir, injects the scoped variables and hands the scope to portals',
    (id, brand) => {
      const { container } = render(
        <BrandProvider brandId={id} theme={brand.theme} dir="rtl">
          <Scope />
        </BrandProvider>,
      );
      const root = container.querySelector('[data-brand]');
      expect(root?.getAttribute('data-brand')).toBe(id);
      expect(root?.getAttribute('dir')).toBe('rtl');
      expect(screen.getByRole('status').textContent).toBe(`${id} rtl`);
      const css = Array.from(document.querySelectorAll('style'))
        .map((style) => style.textContent)
        .join('');
      expect(css).toContain(`[data-brand="${id}"]{`);
      expect(css).toContain(`--color-primary:${brand.theme.colors.primary}`);
    },
  );
});
