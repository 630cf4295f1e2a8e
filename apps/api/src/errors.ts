import type { ZodError } from 'zod';

/** The JSON body of every error answer: `{code, message, details}`. */
export interface ErrorBody {
  code: string;
  message: string;
  details: unknown;
}

export function errorBody(code: string, message: string, details: unknown = null): ErrorBody {
  return { code, message, details };
}

export function validationError(where: 'query' | 'path' | 'body' | 'header', error: ZodError): ErrorBody {
  return errorBody(
    'BAD_REQUEST',
    `Invalid ${where}`,
    error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
  );
}
