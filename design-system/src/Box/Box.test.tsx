import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Box } from './Box.tsx';

const paddingAt = async (width: number) => {
  await page.viewport(width, 800);
  const element = document.getElementById('box');
  if (!element) throw new Error('The box did not render');
  return getComputedStyle(element).paddingTop;
};

describe('Box responsive sprinkles (catalogue.txt §9 breakpoints: 700, 1080, 1440)', () => {
  it('switches token values exactly at the breakpoints CSS and JS share', async () => {
    await render(
      <Box id="box" padding={{ mobile: 'small', tablet: 'medium', desktop: 'large', large: 'xlarge' }}>
        content
      </Box>,
    );
    // Tokens: small 0.5rem, medium 1rem, large 1.5rem, xlarge 2.5rem (16 px root).
    expect(await paddingAt(699)).toBe('8px');
    expect(await paddingAt(700)).toBe('16px');
    expect(await paddingAt(1079)).toBe('16px');
    expect(await paddingAt(1080)).toBe('24px');
    expect(await paddingAt(1439)).toBe('24px');
    expect(await paddingAt(1440)).toBe('40px');
  });
});
