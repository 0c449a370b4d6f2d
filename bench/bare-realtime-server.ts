// The floor of the realtime budget: a bare WebSocket server that greets every socket as the real one does and, when a
// message is POSTed, broadcasts it to all of them — in its own process, measured by the same clients in the same run.
import { createServer } from 'node:http';
import { WebSocketServer, type WebSocket } from 'ws';

const sockets = new Set<WebSocket>();
const wss = new WebSocketServer({ noServer: true, perMessageDeflate: false });
const server = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const { paragraph } = JSON.parse(Buffer.concat(chunks).toString() || '{}') as { paragraph?: string };
    const frame = JSON.stringify({ type: 'chat.message', chatnmbr: 1, message: { paragraph } });
    for (const socket of sockets) socket.send(frame);
    response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
});
server.on('upgrade', (request, socket, head) => {
  wss.handleUpgrade(request, socket, head, (ws) => {
    sockets.add(ws);
    ws.on('close', () => sockets.delete(ws));
    ws.send(JSON.stringify({ type: 'ready', role: 'GUIDE', id: 'bare' }));
  });
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}\n`);
});
process.on('SIGTERM', () => {
  for (const socket of sockets) socket.terminate();
  server.close(() => process.exit(0));
});
