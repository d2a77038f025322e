// The floors the live benchmark compares against: a bare `ws` server that broadcasts a message of
// the same size as a slide change, and a bare Socket.IO server (connection-state recovery on, as
// Crowdeck's) that accepts connections, broadcasts the same message to one room and acknowledges
// answers.
import { createServer } from 'node:http';
import { Server } from 'socket.io';
import { WebSocketServer } from 'ws';

const [kind, portText] = process.argv.slice(2);
const port = Number(portText);
/** The same listen backlog as Crowdeck's nodes (apps/server/src/main.ts), so a burst is not dropped. */
const BACKLOG = 65_535;

// Asked to stop: exits normally, so that --cpu-prof writes its profile.
process.on('message', (message: { stop?: boolean }) => {
  if (message.stop) process.exit(0);
});

if (kind === 'ws') {
  const wss = new WebSocketServer({ port, backlog: BACKLOG });
  process.on('message', (message: { broadcast?: string }) => {
    if (message.broadcast === undefined) return;
    for (const client of wss.clients) client.send(message.broadcast);
  });
  wss.on('listening', () => process.send?.({ evt: 'listening' }));
} else {
  const http = createServer();
  const io = new Server(http, {
    transports: ['websocket'],
    connectionStateRecovery: { maxDisconnectionDuration: 120_000, skipMiddlewares: false },
  });
  io.on('connection', (socket) => {
    void socket.join('phones');
    // The floor of an answer: acknowledged at once with a participant view of the size Crowdeck's
    // acknowledgement carries (no validation, no database).
    socket.on('answer:submit', (payload: { slideId: string }, ack: (reply: unknown) => void) => {
      const me = {
        participantId: socket.id.padEnd(36, '0'),
        name: `phone-${socket.id.slice(0, 6)}`,
        score: 0,
        rank: null,
        answeredSlideIds: [payload.slideId],
        lastResult: null,
      };
      ack({ ok: true, data: { me } });
    });
  });
  // The load processes' Socket.IO phones read a `state` message's slide id, as from Crowdeck.
  process.on('message', (message: { broadcast?: string; padding: string }) => {
    if (message.broadcast === undefined) return;
    const state = { slide: { id: message.broadcast }, padding: message.padding };
    io.to('phones').emit('new_message', { type: 'state', state });
  });
  http.listen(port, '0.0.0.0', BACKLOG, () => process.send?.({ evt: 'listening' }));
}
