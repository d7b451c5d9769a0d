import { beforeEach, describe, expect, it } from 'vitest';
import { historyLength, useNavigationHistory } from './navigationHistory.ts';

beforeEach(() => useNavigationHistory.setState({ paths: [] }));

describe('navigation history (spec 2)', () => {
  it('keeps the last 5 paths, without repeating the current one', () => {
    const { visit } = useNavigationHistory.getState();
    for (const path of ['/', '/a', '/a', '/b', '/c', '/d', '/e']) visit(path);
    expect(historyLength).toBe(5);
    expect(useNavigationHistory.getState().paths).toEqual(['/a', '/b', '/c', '/d', '/e']);
  });

  it('goes back through the history, then to the home page (null)', () => {
    const { visit, back } = useNavigationHistory.getState();
    visit('/a');
    visit('/b');
    expect(back()).toBe('/a');
    expect(back()).toBeNull();
  });
});
