import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../../test/render.tsx';
import { FormErrorSummary } from './FormErrorSummary.tsx';

describe('FormErrorSummary', () => {
  it('keeps an empty live region and fills it when the form has errors', () => {
    const { rerender } = renderUi(<FormErrorSummary show={false} />);
    expect(screen.getByRole('alert').textContent).toBe('');
    rerender(<FormErrorSummary show />);
    expect(screen.getByRole('alert').textContent).toBe('Please check fields with errors');
  });
});
