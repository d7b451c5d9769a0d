import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../test/render.tsx';
import { SearchField } from './SearchField.tsx';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

describe('SearchField', () => {
  it('is a labelled searchbox that sends the query after the debounce delay', () => {
    const onChange = vi.fn();
    renderUi(<SearchField label="Search games" value="" onChange={onChange} debounceMs={400} />);
    const box = screen.getByRole('searchbox', { name: 'Search games' });
    type(box, 'b');
    act(() => vi.advanceTimersByTime(300));
    type(box, 'bo');
    act(() => vi.advanceTimersByTime(399));
    expect(onChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onChange).toHaveBeenCalledExactlyOnceWith('bo');
  });

  it('with no debounce, each change is sent in the same event (no timer)', () => {
    const onChange = vi.fn();
    renderUi(<SearchField label="Search" value="" onChange={onChange} debounceMs={0} />);
    const box = screen.getByRole('searchbox');
    type(box, 'g');
    expect(onChange).toHaveBeenCalledExactlyOnceWith('g');
    type(box, 'go');
    expect(onChange).toHaveBeenLastCalledWith('go');
    act(() => vi.advanceTimersByTime(1000));
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('Enter sends at once; the pending delivery does not repeat it', () => {
    const onChange = vi.fn();
    renderUi(<SearchField label="Search" value="" onChange={onChange} />);
    const box = screen.getByRole('searchbox');
    type(box, 'book');
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledExactlyOnceWith('book');
    act(() => vi.advanceTimersByTime(1000));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('the clear button and Escape empty the field and send "" at once, focus stays in the field', () => {
    const onChange = vi.fn();
    const { rerender } = renderUi(<SearchField label="Search" value="gold" onChange={onChange} />);
    const box = screen.getByRole('searchbox') as HTMLInputElement;
    expect(box.value).toBe('gold');
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(box.value).toBe('');
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(document.activeElement).toBe(box);
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
    rerender(<SearchField label="Search" value="" onChange={onChange} />);
    type(box, 'x');
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box.value).toBe('');
    act(() => vi.advanceTimersByTime(1000));
    // "x" never went out: the field was cleared before the pause ended.
    expect(onChange.mock.calls.map(([query]) => query)).toEqual(['']);
  });

  it('follows a value changed from outside (Back) and keeps what is typed otherwise', () => {
    const onChange = vi.fn();
    const { rerender } = renderUi(<SearchField label="Search" value="" onChange={onChange} />);
    const box = screen.getByRole('searchbox') as HTMLInputElement;
    type(box, 'lucky');
    act(() => vi.advanceTimersByTime(250));
    rerender(<SearchField label="Search" value="lucky" onChange={onChange} />);
    type(box, 'lucky s');
    expect(box.value).toBe('lucky s');
    rerender(<SearchField label="Search" value="crash" onChange={onChange} />);
    expect(box.value).toBe('crash');
    act(() => vi.advanceTimersByTime(1000));
    // The typed "lucky s" was dropped in favour of the URL's "crash".
    expect(onChange.mock.calls.map(([query]) => query)).toEqual(['lucky']);
  });

  it('describes the input with the result count', () => {
    renderUi(<SearchField label="Search" value="gold" onChange={() => {}} resultCount={12} />);
    const box = screen.getByRole('searchbox');
    const hint = document.getElementById(box.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('12 results');
  });
});
