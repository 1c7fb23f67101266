import { once } from 'node:events';
import { type AddressInfo, createServer, type Server } from 'node:net';

/**
 * `count` distinct free ports on 127.0.0.1. Every listener stays open until all are known: two
 * ports asked for one after the other may be the same, which once made nginx put the http server
 * of server/deploy.test.ts on its https port (CI: "no ssl_certificate is defined").
 */
export async function freePorts(count: number): Promise<number[]> {
  const servers: Server[] = [];
  try {
    for (let i = 0; i < count; i++) {
      const server = createServer().listen(0, '127.0.0.1');
      servers.push(server);
      await once(server, 'listening');
    }
    return servers.map((server) => (server.address() as AddressInfo).port);
  } finally {
    await Promise.all(servers.map((server) => new Promise((done) => server.close(done))));
  }
}

/** One free port on 127.0.0.1. */
export async function freePort(): Promise<number> {
  const [port] = await freePorts(1);
  return port as number;
}
