import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { DemoSpriteSheet } from '../private/icons/demoSprite.tsx';
import { Icon, iconSizes } from './Icon.tsx';

describe('Icon', () => {
  it('catalogue.txt §3 Tag icon type sprite: a <use> into the sprite sheet, hidden when decorative', async () => {
    const screen = await render(<Icon type="sprite" value="imax" />);
    const svg = screen.container.querySelector('svg')!;
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.querySelector('use')!.getAttribute('href')).toBe('/sprite.svg#imax');
  });

  it('catalogue.txt §3 Tag icon type img: alt from the label, empty alt when decorative', async () => {
    const screen = await render(
      <>
        <Icon type="img" value="/picto/dolby.png" label="Dolby" />
        <Icon type="img" value="/picto/imax.png" />
      </>,
    );
    await expect.element(screen.getByRole('img', { name: 'Dolby' })).toHaveAttribute('src', '/picto/dolby.png');
    expect(screen.container.querySelector('img[src="/picto/imax.png"]')!.getAttribute('alt')).toBe('');
  });

  it('catalogue.txt §3 Tag icon type text: a named text glyph', async () => {
    const screen = await render(<Icon type="text" value="3D" label="3D screening" />);
    await expect.element(screen.getByRole('img', { name: '3D screening' })).toHaveTextContent('3D');
  });

  it('grows with each size from the type scale; inline follows the text around it', async () => {
    const screen = await render(
      <>
        <DemoSpriteSheet />
        {iconSizes.map((size) => (
          <Icon key={size} type="sprite" sprite="" value="search" size={size} label={size} />
        ))}
      </>,
    );
    const height = (name: string) => screen.getByRole('img', { name }).element().getBoundingClientRect().height;
    expect(height('small')).toBeLessThan(height('medium'));
    expect(height('medium')).toBeLessThan(height('large'));
    expect(height('inline')).toBe(Number.parseFloat(getComputedStyle(screen.container).fontSize));
  });
});
