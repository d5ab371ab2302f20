import type { z } from "zod";
import type { ErrorIssue } from "./app-error.ts";

export const zodIssues = (error: z.core.$ZodError): ErrorIssue[] =>
  error.issues.map((issue) => ({ path: issue.path.map(String).join("."), message: issue.message }));
