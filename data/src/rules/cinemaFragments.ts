/**
 * member-and-shell.txt §2 Fragments: `#tarifs` opens the cinema's pricing pop-in and `#info` its
 * information pop-in, on the cinema page only.
 */
export const fragmentPopins = { tarifs: 'cinemaPricing', info: 'cinemaInformation' } as const;

export type Fragment = keyof typeof fragmentPopins;
export type FragmentPopin = (typeof fragmentPopins)[Fragment];

const isFragment = (name: string): name is Fragment => Object.hasOwn(fragmentPopins, name);

/** The pop-in an address's fragment opens (`#tarifs`, `tarifs`), or null. */
export function popinOfFragment(hash: string): FragmentPopin | null {
  const name = decodeURIComponent(hash.replace(/^#/, ''));
  return isFragment(name) ? fragmentPopins[name] : null;
}

/** The fragment that opens a pop-in. */
export function fragmentOf(popin: FragmentPopin): Fragment {
  return popin === 'cinemaPricing' ? 'tarifs' : 'info';
}

/**
 * The address once a pop-in closes: its own fragment cleared (member-and-shell.txt §2 "Closing the
 * info pop-in clears the fragment"); any other fragment, the path and the query stay.
 */
export function addressAfterClosing(
  location: { pathname: string; search: string; hash: string },
  popin: FragmentPopin,
): string | null {
  if (popinOfFragment(location.hash) !== popin) return null;
  return `${location.pathname}${location.search}`;
}
