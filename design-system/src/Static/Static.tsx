import {
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type AriaAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';
// React Aria Components' own links open through this router (LinkProvider); the module is the
// package's public `./*` export that react-aria-components itself imports.
import { shouldClientNavigate, useRouter } from 'react-aria/private/utils/openLink';

export interface StaticProps extends Pick<AriaAttributes, 'aria-label' | 'aria-labelledby'> {
  /** The element around the content, as the server's HTML has it. */
  as?: 'div' | 'ul' | 'span' | 'section';
  className?: string | undefined;
  /**
   * Names what `children` show (their answers, their language): while it stays the same, the
   * server's HTML stays; once it changes, the children are rendered in the browser.
   */
  content: string;
  /** Links, text and pictures: nothing that listens for more than a link's click. */
  children: ReactNode;
  /**
   * Never rendered by the browser once hydrated, whatever `content` says: a rendering the
   * browser never shows (the no-script half of a `ScriptSwitch`).
   */
  frozen?: boolean;
}

const subscribeToNothing = () => () => {};
/** True while React hydrates the calling component from the server's HTML, false when it renders it anew. */
const useHydrating = () =>
  useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );

/** An image of the content that failed, before or after hydration: its designed fallback needs the content rendered. */
const failedImage = (element: HTMLElement) =>
  [...element.querySelectorAll('img')].some((image) => image.complete && image.naturalWidth === 0 && image.src);

/**
 * Content that the browser does not hydrate (decision 0028, stop 48): links, text and pictures
 * that a page draws from its answers and that react to nothing but a click, such as a grid of
 * posters or the footer's link columns. React keeps the server's HTML as it is instead of running
 * every component of it again: hydration's work shrinks by what the region holds. Rendered in the
 * browser all the same where the browser draws it (a client navigation, Storybook) or once its
 * `content` changes, and when one of its pictures fails (its designed fallback is drawn by React).
 *
 * A link inside it still opens through the app's router (the design system's `LinkProvider`),
 * as a React Aria link does; modified clicks and new tabs keep the browser's behaviour. What the
 * kept HTML cannot do is React Aria's hover and focus attributes: the styles of a link that can be
 * kept also answer to `:hover` and `:focus-visible`.
 */
export function Static({ as: Tag = 'div', className, content, children, frozen = false, ...aria }: StaticProps) {
  const hydrating = useHydrating();
  const router = useRouter();
  const ref = useRef<HTMLElement>(null);
  // The server renders the content; the browser keeps what the server sent for the content it hydrated.
  const inBrowser = typeof document !== 'undefined';
  const [kept, setKept] = useState<string | null>(() => (inBrowser && hydrating ? content : null));
  const keep = kept !== null && (frozen || kept === content);

  useEffect(() => {
    const element = ref.current;
    if (!keep || !element) return;
    if (failedImage(element)) {
      setKept(null);
      return;
    }
    // `error` does not bubble: heard on the way down.
    const onError = (event: Event) => {
      if (event.target instanceof HTMLImageElement) setKept(null);
    };
    element.addEventListener('error', onError, true);
    return () => element.removeEventListener('error', onError, true);
  }, [keep]);

  if (!keep) {
    return (
      <Tag key="rendered" className={className} {...aria}>
        {children}
      </Tag>
    );
  }
  const openInPlace = (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0 || router.isNative) return;
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || !event.currentTarget.contains(link)) return;
    if (!shouldClientNavigate(link, event)) return;
    event.preventDefault();
    router.open(link, event, link.getAttribute('href') ?? link.href, undefined);
  };
  return (
    <Tag
      key="kept"
      ref={ref as never}
      className={className}
      {...aria}
      onClick={openInPlace}
      // React leaves the content of an element it is told holds this HTML alone while it hydrates.
      dangerouslySetInnerHTML={{ __html: '' }}
      suppressHydrationWarning
    />
  );
}
