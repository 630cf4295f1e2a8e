import { useEffect, useRef, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Popin, useOnPopinClose, usePopins } from '@marquee/design-system';
import { addressAfterClosing, fragmentOf, popinOfFragment, type FragmentPopin } from '@marquee/data';

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

function clearFragment(popin: FragmentPopin) {
  const next = addressAfterClosing(window.location, popin);
  if (next !== null) window.history.replaceState(window.history.state, '', next);
}

/**
 * member-and-shell.txt §2 Fragments: the address's `#tarifs` and `#info` open their pop-ins when
 * the page is entered with them and whenever the fragment changes (`hashchange`); focus then
 * returns to the page's heading on closing. Closing a pop-in clears its fragment (the spec says
 * so for #info; #tarifs does the same, so a reload or a shared address never reopens a pop-in
 * the visitor closed). Returns the click handler of the links that open them in the page.
 */
export function useFragmentPopins(heading: RefObject<HTMLElement | null>) {
  const { open } = usePopins();
  useEffect(() => {
    const openFromAddress = () => {
      const popin = popinOfFragment(window.location.hash);
      if (popin) open(popin, { trigger: heading.current });
    };
    openFromAddress();
    window.addEventListener('hashchange', openFromAddress);
    return () => window.removeEventListener('hashchange', openFromAddress);
  }, [open, heading]);
  useOnPopinClose('cinemaInformation', () => clearFragment('cinemaInformation'));
  useOnPopinClose('cinemaPricing', () => clearFragment('cinemaPricing'));

  /**
   * A link to `#tarifs` or `#info` (an in-page anchor without JavaScript) opens its pop-in in
   * place: the click is caught before the link's own jump and before any router, the fragment is
   * written without a history entry, and focus comes back to the link.
   */
  return (event: MouseEvent) => {
    const anchor = event.target instanceof Element ? event.target.closest('a[href^="#"]') : null;
    const popin = anchor ? popinOfFragment(anchor.getAttribute('href') ?? '') : null;
    if (!anchor || !popin || !isPlainClick(event)) return;
    event.preventDefault();
    const { pathname, search } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${search}#${fragmentOf(popin)}`);
    open(popin, { trigger: anchor });
  };
}

export interface CinemaPopinsProps {
  pricing: ReactNode;
  information: ReactNode;
}

/** The two pop-ins of the cinema page, rendered while open. */
export function CinemaPopins({ pricing, information }: CinemaPopinsProps) {
  const { t } = useTranslation();
  return (
    <>
      <Popin id="cinemaPricing" title={t('cinemas.cinema.pricing.title')} closeLabel={t('cinemas.cinema.close')}>
        {pricing}
      </Popin>
      <Popin id="cinemaInformation" title={t('cinemas.cinema.info.title')} closeLabel={t('cinemas.cinema.close')}>
        {information}
      </Popin>
    </>
  );
}

/** The heading the pop-ins opened by the address give focus back to. */
export function useHeadingRef() {
  return useRef<HTMLHeadingElement>(null);
}
