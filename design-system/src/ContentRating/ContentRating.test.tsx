import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { ContentRating, ratingSystems } from './ContentRating.tsx';

describe('ContentRating', () => {
  it('catalogue.txt §3 Content rating: renders each system (CSA, Cinecheck, Default)', async () => {
    const screen = await render(
      <>
        {ratingSystems.map((system) => (
          <ContentRating key={system} system={system} code="-12ans" label={`${system} 12`} allAudiencesLabel="All" />
        ))}
      </>,
    );
    for (const system of ratingSystems) {
      await expect.element(screen.getByText(`${system} 12`)).toBeVisible();
    }
    const marks = [...screen.container.querySelectorAll('[aria-hidden="true"]')].map((mark) => mark.textContent);
    // CSA shows "-12", Cinecheck "12", Default no mark.
    expect(marks).toEqual(['-12', '12']);
  });

  it('catalogue.txt §3: the generic label is "all audiences" for ref al and for an unrated show', async () => {
    const screen = await render(
      <>
        <ContentRating system="csa" code="al" label="Tous publics (API)" allAudiencesLabel="All audiences A" />
        <ContentRating system="default" code={null} label={null} allAudiencesLabel="All audiences B" />
      </>,
    );
    await expect.element(screen.getByText('All audiences A')).toBeVisible();
    await expect.element(screen.getByText('All audiences B')).toBeVisible();
  });

  it('real-api.md cinechecks: a named list of labelled pictograms, Cinecheck only', async () => {
    const cinechecks = [
      { code: 'vio', label: 'Geweld' },
      { code: 'drogue', label: 'Drugs' },
    ];
    const screen = await render(
      <>
        <ContentRating
          system="cinecheck"
          code="-16ans"
          label="16 jaar"
          allAudiencesLabel="Alle leeftijden"
          cinechecks={cinechecks}
          cinechecksLabel="Inhoud"
        />
        <ContentRating
          system="csa"
          code="-16ans"
          label="-16"
          allAudiencesLabel="Tous publics"
          cinechecks={cinechecks}
        />
      </>,
    );
    const list = screen.getByRole('list', { name: 'Inhoud' });
    await expect.element(list.getByRole('listitem').first()).toHaveTextContent('Geweld');
    await expect.element(list.getByRole('listitem').last()).toHaveTextContent('Drugs');
    expect(screen.getByRole('list').elements()).toHaveLength(1);
  });

  it('catalogue.txt §3 Content rating: shows the description and the warning', async () => {
    const screen = await render(
      <ContentRating
        system="csa"
        code="-12ans"
        label="-12"
        description="Scènes de violence"
        warning="Avertissement : images choquantes"
        allAudiencesLabel="Tous publics"
      />,
    );
    await expect.element(screen.getByText('Scènes de violence')).toBeVisible();
    await expect.element(screen.getByText('Avertissement : images choquantes')).toBeVisible();
  });
});
