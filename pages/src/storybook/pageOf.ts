/**
 * The page inside its shell (`withPage`): the `<main id="main">` a page story's play function
 * queries, so the header's and footer's links and headings are not counted as the page's.
 */
export function pageOf(canvasElement: HTMLElement): HTMLElement {
  const main = canvasElement.querySelector<HTMLElement>('main#main');
  if (!main) throw new Error('The story rendered no <main id="main">: is the page inside withPage?');
  return main;
}
