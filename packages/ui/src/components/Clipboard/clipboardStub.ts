// Stories replace the browser clipboard so copy and paste are deterministic under test.
export function stubClipboard(behaviour: { text?: string; failRead?: boolean; failWrite?: boolean }) {
  const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
  const written: string[] = [];
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: {
      writeText: async (text: string) => {
        if (behaviour.failWrite) throw new DOMException('denied', 'NotAllowedError');
        written.push(text);
      },
      readText: async () => {
        if (behaviour.failRead) throw new DOMException('denied', 'NotAllowedError');
        return behaviour.text ?? '';
      },
    },
  });
  return {
    written,
    restore: () => {
      if (original) Object.defineProperty(navigator, 'clipboard', original);
      else Reflect.deleteProperty(navigator, 'clipboard');
    },
  };
}
