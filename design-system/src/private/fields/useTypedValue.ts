import { useLayoutEffect, useState, type RefObject } from 'react';

export interface TypedValueProps {
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
}

/**
 * A text field's value that keeps what the visitor typed before the page hydrated (issue 18). The
 * server's HTML is the interface from the first paint (decision 0028), so a visitor may type a code
 * before React runs. React hydrates an input without touching what it holds, but the field writes
 * its own value back at its next render: the code typed into the voucher check was gone. On
 * hydration the input's content becomes the field's value, reported through `onChange` as a
 * keystroke would be; the field is always controlled for React Aria, by its owner or by itself.
 * `input` is the field's text box.
 */
export function useTypedValue(
  input: RefObject<HTMLInputElement | null>,
  { value, defaultValue, onChange }: TypedValueProps,
): [value: string, onChange: (value: string) => void] {
  const [own, setOwn] = useState(defaultValue ?? '');
  const current = value ?? own;
  const change = (next: string) => {
    if (value === undefined) setOwn(next);
    onChange?.(next);
  };
  useLayoutEffect(() => {
    const typed = input.current?.value;
    // The DOM is the outside system here: what it holds before React ran is brought in, once.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (typed !== undefined && typed !== current) change(typed);
    // Once, as the field hydrates (or mounts, where the two agree); later they move together.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return [current, change];
}
