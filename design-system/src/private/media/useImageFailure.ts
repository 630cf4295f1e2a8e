import { useCallback, useState } from 'react';

/**
 * Whether an image failed (404, network), so its frame shows the designed fallback instead. Two
 * ways to learn it: the `error` event, and, for an image that failed in the server's HTML before
 * React listened (the event is gone by hydration), `complete` with no pixels when the element
 * mounts. Until then the `img::after` cover in media.css.ts hides the browser's broken state.
 * Remembers which address failed, so a new address gets a fresh try.
 */
export function useImageFailure(src: string | null | undefined) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = !src || failedSrc === src;
  const ref = useCallback(
    (img: HTMLImageElement | null) => {
      if (img && src && img.complete && img.naturalWidth === 0) setFailedSrc(src);
    },
    [src],
  );
  const onError = useCallback(() => setFailedSrc(src ?? null), [src]);
  return { failed, imageProps: { ref, onError } };
}
