import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { answerShared, serializerCompiler } from "./serializer";

/** A shared value with a field the response schema does not declare. */
const shared = { name: "Kochi Software Labs", people: 4, passwordHash: "never sent" };
const answerSchema = z.object({ name: z.string(), people: z.number() });

describe("answerShared", () => {
  let app: FastifyInstance;
  let writes = 0;

  beforeAll(async () => {
    app = Fastify();
    app.setSerializerCompiler((route) => {
      const write = serializerCompiler(route as Parameters<typeof serializerCompiler>[0]);
      return (data: unknown) => {
        writes++;
        return write(data);
      };
    });
    let current: object = shared;
    app.get("/shared", { schema: { response: { 200: answerSchema } } }, async (_request, reply) =>
      answerShared(reply, current),
    );
    app.get(
      "/shared/other",
      { schema: { response: { 200: z.object({ name: z.string() }) } } },
      async (_, reply) => answerShared(reply, current),
    );
    app.post("/recompute", async () => {
      current = { ...shared, people: 5 };
      return {};
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it("writes a shared value once with the route's schema, and sends the same JSON to everyone", async () => {
    writes = 0;
    const answers = await Promise.all([1, 2, 3].map(() => app.inject({ method: "GET", url: "/shared" })));
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("application/json; charset=utf-8");
      expect(res.json()).toEqual({ name: "Kochi Software Labs", people: 4 });
    }
    expect(writes).toBe(1);
  });

  it("writes the value again for another route's schema, and a new value anew", async () => {
    expect((await app.inject({ method: "GET", url: "/shared/other" })).json()).toEqual({
      name: "Kochi Software Labs",
    });
    await app.inject({ method: "POST", url: "/recompute" });
    writes = 0;
    expect((await app.inject({ method: "GET", url: "/shared" })).json()).toEqual({
      name: "Kochi Software Labs",
      people: 5,
    });
    expect((await app.inject({ method: "GET", url: "/shared" })).json().people).toBe(5);
    expect(writes).toBe(1);
  });
});
