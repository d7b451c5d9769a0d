// The message a game frame posts when the server refused a spin (the reference back end's demo
// slot: routes/demo-game-page.ts). The shared shape between any game page and the casino: the game
// feature embeds the frame, this feature explains the refusal over it.
export interface SpinRefusedMessage {
  type: 'casino:spin-refused';
  /** The attempted bet as typed in the game. */
  bet: string;
  code: string | null;
  message: string | null;
  details: Record<string, unknown> | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function isSpinRefused(data: unknown): data is SpinRefusedMessage {
  return (
    isRecord(data) &&
    data.type === 'casino:spin-refused' &&
    (data.code === null || typeof data.code === 'string') &&
    (data.details === null || isRecord(data.details))
  );
}

/** Only frames this page embeds may speak: a message from any other window is ignored. */
export function fromEmbeddedFrame(source: MessageEventSource | null): boolean {
  if (!source) return false;
  return [...document.querySelectorAll('iframe')].some((frame) => frame.contentWindow === source);
}

/** The modal and its parameters for a refusal: the bonus bet limit breach has its own. */
export function refusalModal(refusal: SpinRefusedMessage): { name: string; params: Record<string, string> } {
  const details = refusal.details ?? {};
  const text = (value: unknown) => (value === undefined || value === null ? undefined : String(value));
  const params: Record<string, string> = {};
  const put = (key: string, value: unknown) => {
    const v = text(value);
    if (v !== undefined) params[key] = v;
  };
  put('bet', details.bet ?? refusal.bet);
  put('limit', details.limit);
  if (refusal.code === 'MAX_BET_LIMIT_REACHED' && details.bonus === true)
    return { name: 'bonus-bet-limit', params };
  put('code', refusal.code);
  put('used', details.used);
  put('minBet', details.minBet);
  put('maxBet', details.maxBet);
  put('msg', refusal.message);
  return { name: 'spin-refused', params };
}
