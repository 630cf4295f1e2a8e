import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { faqListPreview, faqListShown } from '@marquee/data';
import { Button } from '@marquee/design-system';

/**
 * A help-centre list's "display all" flag (member-and-shell.txt §4 "FAQ: display-all flags reset
 * on navigation"): kept for the page it was set on (`pageKey`), so a navigation to another page,
 * even one of the same kind, starts with the preview again. Showing all moves the keyboard focus to
 * the first item that was hidden (its heading's link or button, inside `listRef`), where the
 * visitor reads on.
 */
export function useDisplayAll<T>(items: readonly T[], pageKey: string, listRef: RefObject<HTMLElement | null>) {
  const [shownOn, setShownOn] = useState<string | null>(null);
  const moveFocus = useRef(false);
  const displayAll = shownOn === pageKey;
  useEffect(() => {
    if (!displayAll || !moveFocus.current) return;
    moveFocus.current = false;
    const heading = listRef.current?.querySelectorAll('h2, h3, h4, h5')[faqListPreview];
    heading?.querySelector<HTMLElement>('a[href], button')?.focus();
  }, [displayAll, listRef]);
  const { shown, hidden } = faqListShown(items, displayAll);
  return {
    shown,
    hidden,
    showAll: () => {
      moveFocus.current = true;
      setShownOn(pageKey);
    },
  };
}

/** The "display all" control under a list, naming how many questions the list holds. */
export function DisplayAllButton({ total, onPress }: { total: number; onPress: () => void }) {
  const { t } = useTranslation();
  return (
    <div>
      <Button variant="secondary" onPress={onPress}>
        {t('content.faq.displayAll', { count: total })}
      </Button>
    </div>
  );
}
