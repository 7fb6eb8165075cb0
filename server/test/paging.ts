import { expect } from "vitest";
import type { Client } from "./harness";

/**
 * Every page of a list of `size` rows from the first (`url` ends with its query and `&` or `?`), their ids
 * joined in order, and the distinct totals the pages sent in X-Total-Count.
 */
export async function pageThrough(client: Client, url: string, size: number) {
  const ids: number[] = [];
  const totals = new Set<number>();
  for (let offset = 0; ; offset += size) {
    const res = await client.get(`${url}limit=${size}&offset=${offset}`);
    expect(res.statusCode).toBe(200);
    totals.add(Number(res.headers["x-total-count"]));
    const page = res.json() as { id: number }[];
    ids.push(...page.map((r) => r.id));
    if (page.length < size) return { ids, totals: [...totals] };
  }
}
