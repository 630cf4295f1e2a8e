import type { ApiCall, CallResponse } from '@marquee/data';
import type { AnswerOf, PageCall } from '../../page.ts';

/**
 * A call's answer as its wire type, read through the contract so an odd answer gives undefined
 * (and the SEO falls back to translations) instead of a thrown error.
 */
export function readAnswer<C extends ApiCall>(
  answer: AnswerOf,
  call: PageCall,
  apiCall: C,
): CallResponse<C> | undefined {
  const wire = answer(call);
  if (wire === undefined || apiCall.response === null) return undefined;
  const parsed = apiCall.response.safeParse(wire);
  return parsed.success ? (parsed.data as CallResponse<C>) : undefined;
}

/** The first non-blank text. */
export function firstText(...candidates: (string | null | undefined)[]): string | undefined {
  return candidates.find((candidate): candidate is string => Boolean(candidate?.trim()));
}
