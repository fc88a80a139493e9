/*
 * How tabs of one browser tell each other that the stored demo data moved on (a write or a reset): the message carries
 * the new state, each tab then reads what changed from storage.
 */
export interface TabMessage {
  epoch: string;
  revision: number;
}

export interface TabChannel {
  post(message: TabMessage): void;
  listen(handler: (message: TabMessage) => void): void;
  close(): void;
}

/** A BroadcastChannel, or null where the browser has none (tabs then catch up at their next write). */
export function broadcastTabs(name = 'demo-data'): TabChannel | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  const channel = new BroadcastChannel(name);
  return {
    post: (message) => channel.postMessage(message),
    listen: (handler) => {
      channel.onmessage = (event: MessageEvent<TabMessage>) => handler(event.data);
    },
    close: () => channel.close(),
  };
}
