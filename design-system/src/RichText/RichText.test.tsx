import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { RichText } from './RichText.tsx';

describe('RichText (issue 23: CMS text with its accents, links and lists)', () => {
  it('shows the cleaned HTML’s paragraphs, links and lists', async () => {
    const screen = await render(
      <RichText html='<p>Met creëert <a href="https://www.example.com/">een link</a></p><ul><li>een</li><li>twee</li></ul>' />,
    );
    await expect
      .element(screen.getByRole('link', { name: 'een link' }))
      .toHaveAttribute('href', 'https://www.example.com/');
    expect(screen.getByRole('listitem').elements()).toHaveLength(2);
    await expect.element(screen.getByText(/creëert/)).toBeVisible();
  });

  it('renders nothing for empty text', async () => {
    const screen = await render(<RichText html="  " />);
    expect(screen.container.textContent).toBe('');
  });
});
