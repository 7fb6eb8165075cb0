import { z } from "zod";

export const companyDtoSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  logo: z.string(),
  payrollEnabled: z.boolean(),
});
export type CompanyDto = z.infer<typeof companyDtoSchema>;

/** A positive integer id in a path, e.g. /api/companies/{id}. */
export const idParamSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
