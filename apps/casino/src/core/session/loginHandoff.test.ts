import { beforeEach, describe, expect, it } from 'vitest';
import { type LoginHandoff, useLoginHandoff } from './loginHandoff.ts';

const afterReset: LoginHandoff = { login: '', afterReg: false, notice: { id: 'login.resetDone' } };
const afterSignUp: LoginHandoff = { login: 'new@player.test', afterReg: true, notice: null };

describe('login handoff', () => {
  beforeEach(() => useLoginHandoff.setState({ handoff: null }));

  it('stays until the login form that read it releases it (a discarded render leaves it)', () => {
    useLoginHandoff.getState().give(afterReset);
    expect(useLoginHandoff.getState().handoff).toBe(afterReset);
    expect(useLoginHandoff.getState().handoff).toBe(afterReset);
    useLoginHandoff.getState().release(afterReset);
    expect(useLoginHandoff.getState().handoff).toBeNull();
  });

  it('releasing an older handoff keeps a newer one', () => {
    useLoginHandoff.getState().give(afterReset);
    useLoginHandoff.getState().give(afterSignUp);
    useLoginHandoff.getState().release(afterReset);
    expect(useLoginHandoff.getState().handoff).toBe(afterSignUp);
  });
});
