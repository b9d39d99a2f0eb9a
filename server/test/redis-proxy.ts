import net from 'node:net';

/**
 * A proxy in front of a real Redis that passes every byte both ways, for a Redis that goes away
 * while the app runs: `freeze()` drops the bytes and leaves the connections open (a Redis that
 * hangs); `stop()` closes them and refuses new ones (a Redis that stopped) until `start()`, on the
 * same address.
 */
export interface RedisProxy {
  url: string;
  freeze(): void;
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

export async function redisProxy(upstream: string): Promise<RedisProxy> {
  const target = new URL(upstream);
  const sockets = new Set<net.Socket>();
  let frozen = false;
  let port = 0;
  let server: net.Server | undefined;
  const pass = (client: net.Socket) => {
    const redis = net.connect(Number(target.port || 6379), target.hostname);
    for (const s of [client, redis]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => undefined);
    }
    client.on('data', (chunk) => frozen || redis.write(chunk));
    redis.on('data', (chunk) => frozen || client.write(chunk));
    client.on('close', () => redis.destroy());
    redis.on('close', () => client.destroy());
  };
  const start = async () => {
    const listening = net.createServer(pass);
    await new Promise<void>((resolve, reject) => listening.once('error', reject).listen(port, '127.0.0.1', resolve));
    port = (listening.address() as net.AddressInfo).port;
    server = listening;
  };
  const stop = async () => {
    const listening = server;
    server = undefined;
    for (const s of sockets) s.destroy();
    if (listening) await new Promise<void>((resolve) => listening.close(() => resolve()));
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}${target.pathname}`,
    freeze: () => {
      frozen = true;
    },
    stop,
    start,
    close: stop,
  };
}
