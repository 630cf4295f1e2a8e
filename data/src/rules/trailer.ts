import type { Video } from '../model/show.ts';

/** How a trailer plays: our own `<video>` for files, the provider's player in a frame otherwise. */
export interface TrailerSource {
  kind: 'video' | 'frame';
  url: string;
}

// apps/site/server/security.ts frame-src allows these players only; allocine is not among them.
const youtubeId =
  /^(?:https?:\/\/(?:www\.)?(?:youtube(?:-nocookie)?\.com\/(?:embed\/|watch\?v=)|youtu\.be\/))?([\w-]{6,})$/;
const vimeoId = /^(?:https?:\/\/(?:player\.)?vimeo\.com\/(?:video\/)?)?(\d+)$/;

function sourceOf(video: Video): TrailerSource | null {
  const provider = video.provider.toLowerCase();
  // A file: an absolute http(s) address, or our own media made same-origin (client.ts sameOriginMedia).
  if (provider === 's3') return /^(?:https?:\/\/|\/(?!\/))/.test(video.id) ? { kind: 'video', url: video.id } : null;
  if (provider === 'youtube') {
    const id = youtubeId.exec(video.id)?.[1];
    return id ? { kind: 'frame', url: `https://www.youtube-nocookie.com/embed/${id}` } : null;
  }
  if (provider === 'vimeo') {
    const id = vimeoId.exec(video.id)?.[1];
    return id ? { kind: 'frame', url: `https://player.vimeo.com/video/${id}` } : null;
  }
  return null;
}

/**
 * The film's trailer: the main one, else the first (catalogue.txt §3 Video), when our page can play
 * it; null for an unknown provider (no trailer button then).
 */
export function pickTrailer(trailers: readonly Video[]): TrailerSource | null {
  const ordered = [...trailers].sort((a, b) => Number(b.main) - Number(a.main));
  const [first] = ordered;
  return first ? sourceOf(first) : null;
}

/** The player address of a frame trailer with autoplay on (muted, as browsers require for autoplay). */
export function withAutoplay(source: TrailerSource): TrailerSource {
  if (source.kind === 'video') return source;
  const url = new URL(source.url);
  url.searchParams.set('autoplay', '1');
  url.searchParams.set(url.hostname.includes('vimeo') ? 'muted' : 'mute', '1');
  return { ...source, url: url.toString() };
}

/**
 * member-and-shell.txt §2 Fragments and parameters: `bandeannonce=true` plays the trailer; any
 * parameter whose value is `autoplay` turns autoplay on.
 */
export function trailerRequest(search: string): { open: boolean; autoplay: boolean } {
  const query = new URLSearchParams(search);
  return {
    open: query.get('bandeannonce') === 'true',
    autoplay: [...query.values()].includes('autoplay'),
  };
}
