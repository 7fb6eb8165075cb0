// The HTTP ceiling: a bare Fastify 5 with the app's logger level, answering a constant JSON object.
// GET or POST /ceiling?size=N answers an object whose JSON is about N bytes (the measured route's size).
// CEILING_PROCESSES=N (default 1): N such processes on the one port (node:cluster, as the app's own cluster),
// the ceiling of an app run with N processes.
import cluster from "node:cluster";
import Fastify from "fastify";

const port = Number(process.env.PORT ?? 0);
const level = process.env.LOG_LEVEL ?? "warn";
const processes = Math.max(1, Number.parseInt(process.env.CEILING_PROCESSES ?? "1", 10) || 1);

if (processes > 1 && cluster.isPrimary) {
  for (let i = 0; i < processes; i++) cluster.fork();
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      // At once: worker.kill() would wait for a disconnect that the exit below cuts short.
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
      process.exit(0);
    });
  }
} else {
  await serve();
}

async function serve(): Promise<void> {
  const app = Fastify({ logger: { level }, bodyLimit: 6 * 1024 * 1024, trustProxy: false });
  const payloads = new Map<number, Record<string, unknown>>();

  /** A user-like object padded so that its JSON is `size` bytes (at least the unpadded size). */
  function payloadOf(size: number): Record<string, unknown> {
    const cached = payloads.get(size);
    if (cached) return cached;
    const base = {
      id: 1,
      username: "ceiling@example.com",
      firstName: "Ceiling",
      lastName: "Server",
      role: "ADMIN",
      companyId: 1,
      isVerified: false,
      companyName: "",
    };
    const missing = Math.max(0, size - JSON.stringify(base).length);
    const payload = { ...base, companyName: "x".repeat(missing) };
    payloads.set(size, payload);
    return payload;
  }

  app.route<{ Querystring: { size?: string } }>({
    method: ["GET", "POST"],
    url: "/ceiling",
    handler: async (request) => {
      const size = Math.min(1_000_000, Math.max(0, Number.parseInt(request.query.size ?? "0", 10) || 0));
      return payloadOf(size);
    },
  });

  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      void app.close().then(() => process.exit(0));
    });
  }

  await app.listen({ port, host: "127.0.0.1" });
}
