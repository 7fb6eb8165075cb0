import net from "node:net";

/**
 * A relay between the app and PostgreSQL that counts round trips: each time a connection's client speaks
 * after the server has (or first), the client waited for an answer — one trip. Statements sent together
 * (pipelined, in one write) count once. For tests of how often the app waits on the database.
 */
export interface RoundTripCounter {
  /** `url` with its host and port replaced by the relay's. */
  through(url: string): string;
  /** Round trips on every connection since the last `reset`. */
  readonly count: number;
  reset(): void;
  close(): Promise<void>;
}

export async function countRoundTrips(target: { host: string; port: number }): Promise<RoundTripCounter> {
  let count = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    sockets.add(client).add(upstream);
    let clientSpokeLast = false;
    client.setNoDelay(true);
    upstream.setNoDelay(true);
    client.on("data", (chunk) => {
      if (!clientSpokeLast) count++;
      clientSpokeLast = true;
      upstream.write(chunk);
    });
    upstream.on("data", (chunk) => {
      clientSpokeLast = false;
      client.write(chunk);
    });
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    for (const socket of [client, upstream]) socket.on("close", end).on("error", end);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    through(url) {
      const u = new URL(url);
      u.hostname = "127.0.0.1";
      u.port = String(port);
      return u.toString();
    },
    get count() {
      return count;
    },
    reset() {
      count = 0;
    },
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
