// The box holds the player's choice from the click itself (not a timer task later, when the
// mutation reports pending) until the save settles: then it shows the saved value, or the old
// value and the error when the save was refused.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useSavedSwitch } from './useSavedSwitch.ts';

function deferred() {
  let resolve: () => void = () => {};
  let reject: (error: Error) => void = () => {};
  const promise = new Promise<void>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

function Probe({ save }: { save: (next: boolean) => Promise<void> }) {
  const [saved, setSaved] = useState(false);
  const box = useSavedSwitch(saved, {
    mutationFn: save,
    // As the real mutations do: the saved value is fetched again before the save settles.
    onSuccess: (_answer, next) => setSaved(next),
  });
  return (
    <>
      <input
        type="checkbox"
        aria-label="switch"
        checked={box.checked}
        disabled={box.saving}
        onChange={(event) => box.change(event.target.checked)}
      />
      {box.error instanceof Error && <p role="alert">{box.error.message}</p>}
    </>
  );
}

function renderProbe(save: (next: boolean) => Promise<void>) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Probe save={save} />
    </QueryClientProvider>,
  );
  return screen.getByRole<HTMLInputElement>('checkbox', { name: 'switch' });
}

describe('useSavedSwitch', () => {
  it('shows the choice at once, disabled while saving, and keeps it once saved', async () => {
    const call = deferred();
    const box = renderProbe(() => call.promise);
    fireEvent.click(box);
    // No await: the box must not spring back to the saved value before the mutation reports.
    expect(box.checked).toBe(true);
    expect(box.disabled).toBe(true);
    await act(async () => call.resolve());
    expect(box.checked).toBe(true);
    expect(box.disabled).toBe(false);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('returns to the saved value with the error when the save is refused', async () => {
    const call = deferred();
    const box = renderProbe(() => call.promise);
    fireEvent.click(box);
    expect(box.checked).toBe(true);
    await act(async () => call.reject(new Error('refused')));
    expect(box.checked).toBe(false);
    expect(box.disabled).toBe(false);
    expect(screen.getByRole('alert').textContent).toBe('refused');
  });
});
