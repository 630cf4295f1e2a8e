import type { Video } from '../model/show.ts';
import { describe, expect, it } from 'vitest';
import { pickTrailer, trailerRequest, withAutoplay } from './trailer.ts';

const video = (overrides: Partial<Video>): Video => ({
  id: 'https://media.example/a.mp4',
  main: false,
  language: null,
  title: null,
  snapshot: null,
  provider: 'S3',
  ...overrides,
});

describe('issue 9 trailer (catalogue.txt §3 Video; member-and-shell.txt §2 Fragments and parameters)', () => {
  it('plays the main trailer, else the first', () => {
    const main = video({ id: 'https://media.example/main.mp4', main: true });
    expect(pickTrailer([video({}), main])).toEqual({ kind: 'video', url: 'https://media.example/main.mp4' });
    expect(pickTrailer([video({ id: 'https://media.example/first.mp4' }), video({})])?.url).toBe(
      'https://media.example/first.mp4',
    );
    expect(pickTrailer([])).toBeNull();
  });

  it('issue 20 trailers that play: an S3 clip on our media address plays in our <video>, absolute or made same-origin', () => {
    expect(pickTrailer([video({ id: '/api/media/trailer/drama.webm', main: true })])).toEqual({
      kind: 'video',
      url: '/api/media/trailer/drama.webm',
    });
    expect(pickTrailer([video({ id: 'http://localhost:4000/api/media/trailer/drama.webm' })])?.url).toBe(
      'http://localhost:4000/api/media/trailer/drama.webm',
    );
    // Another host's address without a scheme is no file of ours.
    expect(pickTrailer([video({ id: '//cdn.example/a.webm' })])).toBeNull();
  });

  it('youtube and vimeo play in their own player (the frames our CSP allows); allocine has no trailer', () => {
    expect(pickTrailer([video({ provider: 'youtube', id: 'dQw4w9WgXcQ' })])).toEqual({
      kind: 'frame',
      url: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    });
    expect(pickTrailer([video({ provider: 'youtube', id: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' })])?.url).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    expect(pickTrailer([video({ provider: 'vimeo', id: '76979871' })])?.url).toBe(
      'https://player.vimeo.com/video/76979871',
    );
    expect(pickTrailer([video({ provider: 'allocine', id: '19591234' })])).toBeNull();
    expect(pickTrailer([video({ provider: 'S3', id: 'not-a-url' })])).toBeNull();
  });

  it('bandeannonce=true opens it; any parameter valued autoplay turns autoplay on', () => {
    expect(trailerRequest('?bandeannonce=true')).toEqual({ open: true, autoplay: false });
    expect(trailerRequest('?bandeannonce=true&play=autoplay')).toEqual({ open: true, autoplay: true });
    expect(trailerRequest('?bandeannonce=1')).toEqual({ open: false, autoplay: false });
    expect(trailerRequest('')).toEqual({ open: false, autoplay: false });
  });

  it('autoplay in a frame is muted, as browsers require', () => {
    const youtube = withAutoplay({ kind: 'frame', url: 'https://www.youtube-nocookie.com/embed/abc123' });
    expect(new URL(youtube.url).searchParams.get('autoplay')).toBe('1');
    expect(new URL(youtube.url).searchParams.get('mute')).toBe('1');
    const vimeo = withAutoplay({ kind: 'frame', url: 'https://player.vimeo.com/video/1' });
    expect(new URL(vimeo.url).searchParams.get('muted')).toBe('1');
    expect(withAutoplay({ kind: 'video', url: 'https://media.example/a.mp4' }).url).toBe('https://media.example/a.mp4');
  });
});
