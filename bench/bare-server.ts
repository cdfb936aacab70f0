// The reference for the catalogue figures: a bare Node HTTP server answering every request with the
// same bytes the GraphQL list answers. Run as its own process (`node bench/bare-server.ts <file>`), so
// that it does not share the load generator's event loop; prints its port.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [bodyFile = '', contentType = 'application/json; charset=utf-8'] = process.argv.slice(2);
const body = readFileSync(bodyFile);

const server = createServer((request, response) => {
  request.resume();
  request.once('end', () => {
    response.writeHead(200, { 'Content-Type': contentType, 'Content-Length': body.length });
    response.end(body);
  });
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(`${typeof address === 'object' && address !== null ? address.port : 0}\n`);
});
