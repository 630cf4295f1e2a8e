import type { z } from 'zod/mini';

/** The JSON body of every error answer: `{code, message, details}`. */
export interface ErrorBody {
  code: string;
  message: string;
  details: unknown;
}

export function errorBody(code: string, message: string, details: unknown = null): ErrorBody {
  return { code, message, details };
}

export type RequestPart = 'query' | 'path' | 'body' | 'header';

export function validationError(where: RequestPart, error: z.core.$ZodError): ErrorBody {
  return errorBody(
    'BAD_REQUEST',
    `Invalid ${where}`,
    error.issues.map((issue) => ({ in: where, path: issue.path.join('.'), message: issue.message })),
  );
}

/** Thrown by handlers for an answer other than 200; the router turns it into `{code, message, details}`. */
export class HttpError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: unknown;
  /** Headers the answer carries besides the JSON ones (`Retry-After` on a 429). */
  readonly headers: Readonly<Record<string, string>>;
  constructor(
    status: number,
    code: string,
    message: string,
    details: unknown = null,
    headers: Record<string, string> = {},
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.details = details;
    this.headers = headers;
  }
}

export const notFound = (what: string) => new HttpError(404, 'NOT_FOUND', `${what} not found`);
