import type { PopinId } from './popinRegistry.ts';

/** One open pop-in (member-and-shell.txt §4 Other, Modals: "open with id, trigger and data"). */
export interface OpenPopin {
  id: PopinId;
  /** The element that opened it: the anchor of `anchored` pop-ins. */
  trigger: Element | null;
  data: unknown;
}

/** The open pop-ins, the last one on top. */
export type PopinStack = readonly OpenPopin[];

/** Opening an id already open brings it to the top with its new trigger and data. */
export function pushPopin(stack: PopinStack, popin: OpenPopin): PopinStack {
  return [...stack.filter((open) => open.id !== popin.id), popin];
}

export function removePopin(stack: PopinStack, id: PopinId): PopinStack {
  return stack.filter((open) => open.id !== id);
}
