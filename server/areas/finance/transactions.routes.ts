import { z } from "zod";
import { errorSchema } from "../../../shared/auth/auth.schema";
import { listQuerySchema } from "../../../shared/common/list.schema";
import { idParamSchema } from "../../../shared/companies/companies.schema";
import {
  allTransactionsQuerySchema,
  allTransactionsSummaryQuerySchema,
  transactionCreateSchema,
  transactionDtoSchema,
  transactionSummaryDtoSchema,
  transactionUpdateSchema,
} from "../../../shared/finance/finance.schema";
import { originOf } from "../../lib/audit";
import { actorOf } from "../../lib/authenticate";
import { answerPage } from "../../lib/lists";
import type { AreaPlugin } from "../../lib/plugin";
import {
  createTransaction,
  deleteTransaction,
  listAllTransactions,
  listCompanyTransactions,
  summarizeAllTransactions,
  summarizeCompanyTransactions,
  updateTransaction,
} from "./transactions.service";

const tags = ["Finance"];
const errors = { 400: errorSchema, 403: errorSchema, 404: errorSchema };

/**
 * Company transactions (docs/product/finance.md §1, §6): the SUPER_ADMIN reads every company's and alone
 * adds, edits and deletes; a company's ADMIN reads its own; an EMPLOYEE gets 403. Amounts in integer cents.
 */
export const transactionsRoutes: AreaPlugin = async (app) => {
  app.get(
    "/api/transactions",
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary:
          "Every company's transactions, or one company's with ?companyId= (SUPER_ADMIN), newest first; paged, total in X-Total-Count",
        querystring: allTransactionsQuerySchema,
        response: { 200: z.array(transactionDtoSchema), ...errors },
      },
    },
    async (request, reply) =>
      answerPage(reply, await listAllTransactions(request.ctx, actorOf(request), request.query)),
  );

  app.get(
    "/api/transactions/summary",
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary:
          "The finance cards over every company, or one with ?companyId= (SUPER_ADMIN): counts and sums in cents per currency of all, COMPLETED and PENDING transactions",
        querystring: allTransactionsSummaryQuerySchema,
        response: { 200: transactionSummaryDtoSchema, ...errors },
      },
    },
    async (request) => summarizeAllTransactions(request.ctx, actorOf(request), request.query.companyId),
  );

  app.get(
    "/api/companies/:id/transactions",
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary:
          "A company's transactions (its ADMIN, SUPER_ADMIN), newest first; paged, total in X-Total-Count",
        params: idParamSchema,
        querystring: listQuerySchema,
        response: { 200: z.array(transactionDtoSchema), ...errors },
      },
    },
    async (request, reply) =>
      answerPage(
        reply,
        await listCompanyTransactions(request.ctx, actorOf(request), request.params.id, request.query),
      ),
  );

  app.get(
    "/api/companies/:id/transactions/summary",
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary:
          "A company's finance cards (its ADMIN, SUPER_ADMIN): counts and sums in cents per currency of all, COMPLETED and PENDING transactions",
        params: idParamSchema,
        response: { 200: transactionSummaryDtoSchema, ...errors },
      },
    },
    async (request) => summarizeCompanyTransactions(request.ctx, actorOf(request), request.params.id),
  );

  app.post(
    "/api/transactions",
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary:
          "Record a company's transaction (SUPER_ADMIN): amount in integer cents; the author is the signed-in user",
        body: transactionCreateSchema,
        response: { 201: transactionDtoSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return createTransaction(request.ctx, actorOf(request), request.body, originOf(request));
    },
  );

  app.put(
    "/api/transactions/:id",
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "Change a transaction (SUPER_ADMIN); a field left out keeps its value",
        params: idParamSchema,
        body: transactionUpdateSchema,
        response: { 200: transactionDtoSchema, ...errors },
      },
    },
    async (request) =>
      updateTransaction(request.ctx, actorOf(request), request.params.id, request.body, originOf(request)),
  );

  app.delete(
    "/api/transactions/:id",
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "Delete a transaction (SUPER_ADMIN); an invoice's transaction is kept (409)",
        params: idParamSchema,
        response: { 204: z.null(), 409: errorSchema, ...errors },
      },
    },
    async (request, reply) => {
      await deleteTransaction(request.ctx, actorOf(request), request.params.id, originOf(request));
      reply.code(204);
    },
  );
};
