import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ExperienceTeaser } from './ExperienceTeaser.tsx';

describe('ExperienceTeaser', () => {
  it('member-and-shell.txt §2 Experience teaser: title, description and the experience page link, reached by keyboard', async () => {
    const screen = await render(
      <ExperienceTeaser
        title="4DX"
        description="Sièges mobiles et effets."
        experienceLink={{ label: 'Découvrir la 4DX', url: '/fr/experiences/4dx' }}
        link={{ label: 'En savoir plus', url: '/fr/faq/4dx' }}
      />,
    );
    await expect.element(screen.getByRole('heading', { level: 3, name: '4DX' })).toBeVisible();
    await userEvent.keyboard('{Tab}');
    await expect.element(screen.getByRole('link', { name: 'En savoir plus' })).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    const cta = screen.getByRole('link', { name: 'Découvrir la 4DX' });
    await expect.element(cta).toHaveFocus();
    await expect.element(cta).toHaveAttribute('href', '/fr/experiences/4dx');
  });

  it('leaves the optional link and image out when absent', async () => {
    const screen = await render(
      <ExperienceTeaser title="IMAX" description="Grand écran." experienceLink={{ label: 'Voir', url: '/imax' }} />,
    );
    expect(screen.getByRole('link').elements()).toHaveLength(1);
    expect(screen.container.querySelector('img')).toBeNull();
  });

  it('names a meaningful image by its alt', async () => {
    const screen = await render(
      <ExperienceTeaser
        title="IMAX"
        description="Grand écran."
        image={{ src: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=', alt: 'Une salle IMAX' }}
        experienceLink={{ label: 'Voir', url: '/imax' }}
      />,
    );
    await expect.element(screen.getByRole('img', { name: 'Une salle IMAX' })).toBeInTheDocument();
  });
});
