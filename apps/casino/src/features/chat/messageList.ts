// The messages a chat panel holds: the room's latest from the back end, then live `chatMessage`
// events in arrival order. The list keeps a fixed number of lines however long the page stays
// open (hours of chat must not grow the DOM or the heap), and a message seen twice (the live event
// racing the sender's own answer, or a resync) is shown once.
import type { ChatMessageEvent } from '@casino/api-client';

export interface ChatLine extends ChatMessageEvent {
  /** Written by the viewer (the back end says so; a live event does not). */
  isMe?: boolean;
}

/** How many lines a panel keeps (and how many it asks the back end for when it opens). */
export const chatLength = 100;

/** `incoming` (oldest first) after `lines`, without duplicates, keeping the newest `limit`. */
export function appendLines(
  lines: readonly ChatLine[],
  incoming: readonly ChatLine[],
  limit = chatLength,
): ChatLine[] {
  const byId = new Map<number, ChatLine>();
  for (const line of [...lines, ...incoming]) {
    const known = byId.get(line.id);
    // The sender's own answer says isMe; the broadcast of the same message does not.
    byId.set(line.id, known ? { ...known, isMe: known.isMe === true || line.isMe === true } : line);
  }
  const all = [...byId.values()].sort((a, b) => a.id - b.id);
  return all.length > limit ? all.slice(all.length - limit) : all;
}
