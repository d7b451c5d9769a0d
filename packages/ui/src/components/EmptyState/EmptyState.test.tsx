import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../test/render.tsx';
import { EmptyState } from './EmptyState.tsx';

describe('EmptyState', () => {
  it('plain: the title and action it is given, not announced', () => {
    renderUi(<EmptyState title="No favourites yet" action={<a href="/casino">Browse games</a>} />);
    expect(screen.getByRole('heading', { name: 'No favourites yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse games' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('noResults: a default title and the suggestions slot', () => {
    renderUi(<EmptyState variant="noResults" suggestions={<p>Try Book of Gold</p>} />);
    expect(screen.getByRole('heading', { name: 'No results' })).toBeTruthy();
    expect(screen.getByText('Try Book of Gold')).toBeTruthy();
  });

  it('loadFailed: an alert with a retry that calls back, and a spinner while retrying', () => {
    const onRetry = vi.fn();
    const { rerender } = renderUi(<EmptyState variant="loadFailed" onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toContain('Could not load this list');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    rerender(<EmptyState variant="loadFailed" onRetry={onRetry} retrying />);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
