import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { FilterGroup, type FilterGroupProps } from './FilterGroup.tsx';

const props: FilterGroupProps = {
  label: 'Filter showtimes',
  sections: [
    {
      key: 'languages',
      label: 'Version',
      options: [
        { value: 'vf', label: 'VF' },
        { value: 'vost', label: 'VOST' },
      ],
    },
    {
      key: 'types',
      label: 'Experience',
      options: [
        { value: 'imax', label: 'IMAX' },
        { value: 'avp', label: 'Preview' },
      ],
    },
    { key: 'genres', label: 'Genre', options: [{ value: 'action', label: 'Action' }] },
  ],
  applyLabel: 'Show results',
  resetLabel: 'Reset filters',
  resetHref: '/films',
};

const checkedCount = (form: HTMLFormElement) => form.querySelectorAll('input[type=checkbox]:checked').length;

describe('FilterGroup', () => {
  it('member-and-shell.txt §4: a choice toggles a value in its section', async () => {
    const onChange = vi.fn();
    const screen = await render(<FilterGroup {...props} onChange={onChange} />);
    // The native checkbox is visually hidden inside its chip: a pointer clicks the chip.
    await screen.getByText('Preview').click();
    await screen.getByText('IMAX').click();
    await screen.getByText('Preview').click();
    expect(onChange.mock.calls.map(([selection]) => selection.types)).toEqual([['avp'], ['imax', 'avp'], ['imax']]);
    expect(onChange).toHaveBeenLastCalledWith({ languages: [], types: ['imax'], genres: [] });
  });

  it('issue 20: a short-named chip carries its words as its description and in a disclosure that needs no script', async () => {
    const sections = [
      {
        key: 'versions',
        label: 'Version',
        explanationsLabel: 'What do these mean?',
        options: [
          { value: 'vost', label: 'VOST', description: 'Original version, subtitled' },
          { value: 'imax-vo', label: 'IMAX VO' },
        ],
      },
    ];
    const screen = await render(<FilterGroup {...props} sections={sections} />);
    await expect
      .element(screen.getByRole('checkbox', { name: 'VOST' }))
      .toHaveAccessibleDescription('Original version, subtitled');
    await expect.element(screen.getByRole('checkbox', { name: 'IMAX VO' })).not.toHaveAccessibleDescription();
    const details = screen.container.querySelector('details');
    expect(details?.querySelector('summary')?.textContent).toBe('What do these mean?');
    expect(details?.querySelectorAll('b')).toHaveLength(1);
  });

  it('issue 20: without a disclosure label the words are the description alone', async () => {
    const sections = [
      { key: 'versions', label: 'Version', options: [{ value: 'vf', label: 'VF', description: 'Dubbed' }] },
    ];
    const screen = await render(<FilterGroup {...props} sections={sections} />);
    await expect.element(screen.getByRole('checkbox', { name: 'VF' })).toHaveAccessibleDescription('Dubbed');
    expect(screen.container.querySelector('details')).toBeNull();
  });

  it('member-and-shell.txt §4: reset clears every chip and reports an empty selection', async () => {
    const onChange = vi.fn();
    const screen = await render(
      <FilterGroup
        {...props}
        onChange={onChange}
        defaultSelection={{ languages: ['vf', 'vost'], types: ['imax'], genres: ['action'] }}
      />,
    );
    const form = screen.getByRole('form').element() as HTMLFormElement;
    expect(checkedCount(form)).toBe(4);
    await screen.getByRole('button', { name: 'Reset filters' }).click();
    expect(checkedCount(form)).toBe(0);
    expect(onChange).toHaveBeenCalledExactlyOnceWith({ languages: [], types: [], genres: [] });
  });

  it('is a GET form of named checkboxes, so it works without JavaScript', async () => {
    const screen = await render(
      <FilterGroup {...props} defaultSelection={{ languages: ['vost'], types: [], genres: [] }} />,
    );
    const form = screen.getByRole('form', { name: 'Filter showtimes' }).element() as HTMLFormElement;
    expect(form.method).toBe('get');
    expect([...new FormData(form).entries()]).toEqual([['languages', 'vost']]);
    await expect.element(screen.getByRole('button', { name: 'Show results' })).toHaveAttribute('type', 'submit');
    await expect.element(screen.getByRole('link', { name: 'Reset filters' })).toHaveAttribute('href', '/films');
  });

  it('drops the submit button and turns reset into an action once JavaScript handles changes', async () => {
    const screen = await render(<FilterGroup {...props} onChange={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Show results' }).query()).toBeNull();
    expect(screen.getByRole('link', { name: 'Reset filters' }).query()).toBeNull();
  });
});
