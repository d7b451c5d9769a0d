/** A trailing debounce: `call` restarts the wait; the last value is delivered `delayMs` after the last call. */
export type Debouncer<T> = {
  call: (value: T) => void;
  /** Delivers a waiting value now (Enter in a search field). */
  flush: () => void;
  /** Drops a waiting value (the field was cleared or unmounted). */
  cancel: () => void;
  pending: () => boolean;
};

export function createDebouncer<T>(delayMs: number, deliver: (value: T) => void): Debouncer<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let waiting: { value: T } | undefined;
  const fire = () => {
    timer = undefined;
    const next = waiting;
    waiting = undefined;
    if (next) deliver(next.value);
  };
  return {
    call(value) {
      waiting = { value };
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(fire, Math.max(0, delayMs));
    },
    flush() {
      if (timer !== undefined) clearTimeout(timer);
      fire();
    },
    cancel() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      waiting = undefined;
    },
    pending: () => waiting !== undefined,
  };
}
