/**
 * The words of `element` that a line break cuts in two (issue 20: titles broke mid-word on a
 * phone). A browser with a hyphenation dictionary for the page's language hyphenates a word longer
 * than its line instead; without one (Debian's Chromium) such a word is cut at the edge, so callers
 * check text whose words fit their line.
 */
export function wordsCutAcrossLines(element: HTMLElement): string[] {
  const cut: string[] = [];
  const walker = element.ownerDocument.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    for (const word of text.matchAll(/\S+/g)) {
      const range = element.ownerDocument.createRange();
      range.setStart(node, word.index);
      range.setEnd(node, word.index + word[0].length);
      const lines = new Set(
        [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)),
      );
      if (lines.size > 1) cut.push(word[0]);
    }
  }
  return cut;
}
