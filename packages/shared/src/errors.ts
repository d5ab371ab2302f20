import { z } from "zod";
import { type ErrorCode, errorCodes } from "./error-codes.ts";

export * from "./error-codes.ts";

export const errorCodeSchema = z.enum(errorCodes as [ErrorCode, ...ErrorCode[]]);

export const errorIssueSchema = z.object({
  path: z.string(),
  message: z.string(),
});

/** The body of every error response. */
export const errorBodySchema = z.object({
  error: z.object({
    code: errorCodeSchema,
    message: z.string(),
    requestId: z.string().optional(),
    issues: z.array(errorIssueSchema).optional(),
  }),
});

export type ErrorBody = z.infer<typeof errorBodySchema>;
