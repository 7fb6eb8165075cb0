import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { type ChildServer, freePort, nodeProcesses, processTree, sleep, startServer } from "./processes";

/** Alive and not a zombie waiting to be reaped. */
function isRunning(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2, stat.lastIndexOf(")") + 3) !== "Z";
  } catch {
    return false;
  }
}

describe("the HTTP ceiling server (bench/ceiling-server.ts)", () => {
  let server: ChildServer | undefined;
  afterEach(async () => {
    await server?.stop();
    server = undefined;
  });

  it("answers an object of about the asked size, from as many processes as CEILING_PROCESSES says", async () => {
    const port = await freePort();
    server = await startServer({
      script: "bench/ceiling-server.ts",
      port,
      env: { PORT: String(port), LOG_LEVEL: "warn", CEILING_PROCESSES: "2" },
      readyPath: "/ceiling",
    });
    const response = await fetch(`${server.baseUrl}/ceiling?size=500`);
    expect(response.status).toBe(200);
    expect((await response.text()).length).toBe(500);
    // The primary and its two workers.
    const pids = nodeProcesses(processTree(server.pid));
    expect(pids).toHaveLength(3);
    await server.stop();
    server = undefined;
    // Stopping the primary stops its workers too (each closes its server first).
    const deadline = Date.now() + 10_000;
    while (pids.some(isRunning) && Date.now() < deadline) await sleep(100);
    expect(pids.filter(isRunning)).toEqual([]);
  }, 60_000);
});
