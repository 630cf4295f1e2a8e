/**
 * Story checks of how text sits in its box (issue 20). Reads layout, so it runs in a browser only.
 */

/** The lines of text of `box` that reach outside it, its rounded corners included ("IMAX" past a pill's curve). */
export function textOutsideRoundedBox(box: HTMLElement): string[] {
  const outer = box.getBoundingClientRect();
  const radius = Math.min(
    parseFloat(getComputedStyle(box).borderTopLeftRadius) || 0,
    outer.height / 2,
    outer.width / 2,
  );
  const insideCorner = (x: number, y: number) => {
    // The point against the centre of the corner's circle, when it lies in a corner square.
    const cx = x < outer.left + radius ? outer.left + radius : x > outer.right - radius ? outer.right - radius : x;
    const cy = y < outer.top + radius ? outer.top + radius : y > outer.bottom - radius ? outer.bottom - radius : y;
    return Math.hypot(x - cx, y - cy) <= radius + 0.5;
  };
  const outside: string[] = [];
  const walker = box.ownerDocument.createTreeWalker(box, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    // Visually hidden words (the locked state said in words) have no box to fit in.
    if (!node.textContent?.trim() || (node.parentElement?.getBoundingClientRect().width ?? 0) <= 2) continue;
    const range = box.ownerDocument.createRange();
    range.selectNodeContents(node);
    for (const line of range.getClientRects()) {
      const corners = [
        [line.left, line.top],
        [line.right, line.top],
        [line.left, line.bottom],
        [line.right, line.bottom],
      ] as const;
      const within = (x: number, y: number) =>
        x >= outer.left - 0.5 && x <= outer.right + 0.5 && y >= outer.top - 0.5 && y <= outer.bottom + 0.5;
      if (corners.some(([x, y]) => !within(x, y) || !insideCorner(x, y))) outside.push(node.textContent.trim());
    }
  }
  return outside;
}
