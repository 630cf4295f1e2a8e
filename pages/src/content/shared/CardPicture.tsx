import { Backdrop } from '@marquee/design-system';

/**
 * A content card's picture (a news item's, an offer's, an event's): decorative, since the card's
 * title names it; the design system's frame gives it its designed fallback (decision 0066).
 */
export function CardPicture({ image, large }: { image: string | null | undefined; large?: string | null }) {
  if (!image) return null;
  return (
    <Backdrop
      sources={{ md: image, lg: large ?? image }}
      alt=""
      sizes="(min-width: 1080px) 18rem, (min-width: 700px) 45vw, 100vw"
    />
  );
}
