// A TCP round-robin balancer for the load bench: each new client connection goes to the next
// backend of PROXY_BACKENDS (comma-separated ports on 127.0.0.1), bytes piped both ways, as a
// layer-4 load balancer in front of app instances would. The load bench keeps its connections
// alive, so connections spread evenly. Prints its port.
import net from 'node:net';

const backends = (process.env.PROXY_BACKENDS ?? '').split(',').filter(Boolean).map(Number);
if (backends.length === 0) throw new Error('PROXY_BACKENDS is empty');
let next = 0;
const server = net.createServer((client) => {
  const port = backends[next++ % backends.length]!;
  const upstream = net.connect({ port, host: '127.0.0.1' });
  client.setNoDelay(true);
  upstream.setNoDelay(true);
  client.pipe(upstream).pipe(client);
  const close = () => {
    client.destroy();
    upstream.destroy();
  };
  client.on('error', close);
  upstream.on('error', close);
  client.on('close', close);
  upstream.on('close', close);
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  console.log(JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 }));
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(0));
