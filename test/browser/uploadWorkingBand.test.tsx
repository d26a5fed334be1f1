// The band that moves across a row's bar while the file waits for its upload
// address or its report, with the library's stylesheet in real Chromium. The
// animation is sought to a time rather than waited for, so nothing here
// depends on how fast the machine is.
import '../../src/styles.css';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UploadList } from 'chatbot-kit';
import { makeUploadItem } from '../core/upload/helpers/makeUploadItem';

/** The running "working" bands, by the name of the file whose bar they cross. */
function bands(): Map<string, CSSAnimation> {
  const found = new Map<string, CSSAnimation>();
  for (const animation of document.getAnimations()) {
    if (!(animation instanceof CSSAnimation) || animation.animationName !== 'ck-upload-working') continue;
    const effect = animation.effect as KeyframeEffect;
    expect(effect.pseudoElement).toBe('::after');
    found.set((effect.target as HTMLElement).getAttribute('aria-label')!, animation);
  }
  return found;
}

/** How far the band sits from the bar's start, as a share of the bar's width, at `ms` into its animation. */
function bandOffsetAt(name: string, animation: CSSAnimation, ms: number): number {
  animation.pause();
  animation.currentTime = ms;
  const bar = screen.getByRole('progressbar', { name });
  const { m41 } = new DOMMatrix(getComputedStyle(bar, '::after').transform);
  return m41 / bar.getBoundingClientRect().width;
}

const SLOW = { timeout: 10_000 };

const waiting = () => [
  makeUploadItem('requesting', { name: 'asking.png' }),
  makeUploadItem('reporting', { name: 'reporting.png' }),
  makeUploadItem('uploading', { name: 'sending.png' }),
];

describe('the working band on an upload row (Chromium, with the stylesheet)', () => {
  it('crosses the bar of a file asking for its address (no fill yet) and of one being reported, after a second; a file sending bytes has none', async () => {
    render(<UploadList files={waiting()} />);
    // A row starts its animations when the browser first decides it is on screen (content-visibility).
    await expect.poll(() => bands().size, SLOW).toBe(2);
    const running = bands();
    expect([...running.keys()].sort()).toEqual(['asking.png', 'reporting.png']);
    for (const [name, animation] of running) {
      expect(animation.effect!.getTiming().delay).toBe(1000);
      // During the delay the band waits outside the bar, where the bar clips it: a short wait shows nothing.
      expect(bandOffsetAt(name, animation, 500)).toBeCloseTo(-1, 2);
      // Then it crosses the whole bar, over the track where nothing is filled yet.
      expect(bandOffsetAt(name, animation, 1000 + 600)).toBeCloseTo(0, 2);
    }
  });

  it('starts at once where the app sets --ck-upload-working-delay to 0s', async () => {
    render(
      <div style={{ '--ck-upload-working-delay': '0s' } as React.CSSProperties}>
        <UploadList files={waiting()} />
      </div>,
    );
    await expect.poll(() => bands().size, SLOW).toBe(2);
    const running = bands();
    for (const animation of running.values()) expect(animation.effect!.getTiming().delay).toBe(0);
  });
});
