import { z } from "zod";

/** The answer of PATCH /api/users/{userId}/total-leaves; leaves.queries.ts loads it when answers are checked. */
export const totalLeavesAnswerSchema = z.object({
  id: z.number(),
  totalLeaves: z.number(),
  leavesTaken: z.number(),
});
