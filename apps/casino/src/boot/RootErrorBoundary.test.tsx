import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CompiledMessages } from '../core/api/casinoApi.ts';
import { RootErrorBoundary } from './RootErrorBoundary.tsx';

const catalogue = (locale: string) =>
  JSON.parse(
    readFileSync(join(import.meta.dirname, `../../../../packages/i18n/locales/${locale}.json`), 'utf8'),
  ) as CompiledMessages;

/** A page whose render throws, like one reading a field of an answer that is not there. */
function BrokenPage(): never {
  throw new TypeError("Cannot read properties of undefined (reading 'rows')");
}

function visitBrokenPage(props: { locale?: string; messages?: CompiledMessages; homeHref?: string } = {}) {
  return render(
    <RootErrorBoundary {...props}>
      <MemoryRouter initialEntries={['/promotions']}>
        <Routes>
          <Route path="/promotions" element={<BrokenPage />} />
        </Routes>
      </MemoryRouter>
    </RootErrorBoundary>,
  );
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  document.body.insertAdjacentHTML('beforeend', '<div id="splash">Loading…</div>');
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  document.getElementById('splash')?.remove();
});

describe('the root error boundary', () => {
  it('replaces a page that throws with an explanation, Reload and Go home: never a blank page', async () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    visitBrokenPage({ locale: 'en', messages: catalogue('en'), homeHref: '/' });
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong on this page' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go home' }).getAttribute('href')).toBe('/');
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
    // The splash would otherwise cover the explanation.
    expect(document.getElementById('splash')).toBeNull();
    expect(console.error).toHaveBeenCalledWith(
      '[app] render error',
      expect.any(TypeError),
      expect.anything(),
    );
  });

  it('speaks the visit’s language and leads home within its locale', () => {
    visitBrokenPage({ locale: 'de', messages: catalogue('de'), homeHref: '/de/' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Auf dieser Seite ist etwas schiefgelaufen' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zur Startseite' }).getAttribute('href')).toBe('/de/');
    expect(screen.getByRole('button', { name: 'Neu laden' })).toBeTruthy();
  });

  it('before boot has a catalogue, it speaks the built-in boot messages', () => {
    visitBrokenPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong on this page' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go home' }).getAttribute('href')).toBe('/');
  });
});
