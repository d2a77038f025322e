// The floors the live benchmark compares against: a bare `ws` server that broadcasts a message of
// the same size as a slide change, and a bare Socket.IO server that only accepts connections.
import { createServer } from 'node:http';
import { Server } from 'socket.io';
import { WebSocketServer } from 'ws';

const [kind, portText] = process.argv.slice(2);
const port = Number(portText);
/** The same listen backlog as Crowdeck's nodes (apps/server/src/main.ts), so a burst is not dropped. */
const BACKLOG = 65_535;

if (kind === 'ws') {
  const wss = new WebSocketServer({ port, backlog: BACKLOG });
  process.on('message', (message: { broadcast: string }) => {
    for (const client of wss.clients) client.send(message.broadcast);
  });
  wss.on('listening', () => process.send?.({ evt: 'listening' }));
} else {
  const http = createServer();
  new Server(http, { transports: ['websocket'] });
  http.listen(port, '0.0.0.0', BACKLOG, () => process.send?.({ evt: 'listening' }));
}
