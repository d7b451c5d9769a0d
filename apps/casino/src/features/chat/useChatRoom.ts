// The chat room's lines: the back end's latest messages, then every live `chatMessage` event (the
// guest socket gets them too), kept to a bounded list (messageList.ts). While the panel is closed,
// other people's messages count as unread; opening the panel reads them.
import { chatMessagesQuery, postChatMessageMutation } from '@casino/api-client';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useApp } from '../../core/AppContext.tsx';
import { useLiveEvent } from '../../core/live/useLiveEvent.ts';
import { appendLines, type ChatLine, chatLength } from './messageList.ts';

export function useChatRoom({ open }: { open: boolean }) {
  const { api } = useApp();
  const query = useQuery(chatMessagesQuery(api, { limit: chatLength }));
  const [live, setLive] = useState<ChatLine[]>([]);
  const [unread, setUnread] = useState(0);
  if (open && unread > 0) setUnread(0);

  const add = (lines: ChatLine[]) => setLive((current) => appendLines(current, lines));
  useLiveEvent('chatMessage', (event) => {
    add([event]);
    if (!open) setUnread((count) => count + 1);
  });
  // Messages sent while the socket was down are lost: read the room again once it is back.
  const { refetch } = query;
  useLiveEvent('connection', (state) => {
    if (state.connected) void refetch();
  });

  const send = useMutation({
    ...postChatMessageMutation(api),
    // The sender's own line at once (the broadcast brings the same id and is shown once).
    onSuccess: (answer) => add([answer.data.message]),
  });

  return {
    lines: appendLines(query.data ?? [], live),
    query,
    unread,
    send,
  };
}
