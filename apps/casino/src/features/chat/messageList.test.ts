import { describe, expect, it } from 'vitest';
import { appendLines, type ChatLine, chatLength } from './messageList.ts';

const line = (id: number, extra: Partial<ChatLine> = {}): ChatLine => ({
  id,
  room: 'general',
  nickname: `p${id}`,
  text: `hello ${id}`,
  createdAt: '2026-11-23T08:00:00.000Z',
  ...extra,
});

describe('appendLines', () => {
  it('keeps only the newest lines, however many arrive', () => {
    let lines: ChatLine[] = [];
    for (let id = 1; id <= 10 * chatLength; id++) lines = appendLines(lines, [line(id)]);
    expect(lines).toHaveLength(chatLength);
    expect(lines[0]?.id).toBe(9 * chatLength + 1);
    expect(lines.at(-1)?.id).toBe(10 * chatLength);
  });

  it('shows a message once when the broadcast and the answer both bring it, and keeps isMe', () => {
    const fromSocket = appendLines([line(1)], [line(2)]);
    const withAnswer = appendLines(fromSocket, [line(2, { isMe: true })]);
    expect(withAnswer.map((l) => l.id)).toEqual([1, 2]);
    expect(withAnswer[1]?.isMe).toBe(true);
    // The other order: the answer first, then the broadcast, which must not take isMe away.
    expect(appendLines([line(3, { isMe: true })], [line(3)])[0]?.isMe).toBe(true);
  });

  it('orders by id when a resync brings older lines after live ones', () => {
    expect(appendLines([line(5)], [line(3), line(4)]).map((l) => l.id)).toEqual([3, 4, 5]);
  });
});
