// The floor every gateway number is compared with: Node's own HTTP server answering a body about the
// size of a small `me`, with no framework, no logging and no I/O. Plain JavaScript so it runs on bare
// `node`, without a TypeScript loader adding its own cost. Prints its port once it listens.
import http from 'node:http';

const body = JSON.stringify({ ok: true, id: 1, username: 'mia' });
const length = String(Buffer.byteLength(body));

const server = http.createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': length });
  res.end(body);
});

// Loopback only: the benchmark never exposes anything beyond this machine.
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(`${typeof address === 'object' && address ? address.port : 0}\n`);
});

for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, () => {
    server.closeAllConnections();
    server.close(() => process.exit(0));
  });
}
