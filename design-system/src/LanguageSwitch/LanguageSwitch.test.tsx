import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { LanguageSwitch } from './LanguageSwitch.tsx';

const switzerland = [
  { code: 'fr', label: 'Français' },
  { code: 'de', label: 'Deutsch' },
  { code: 'en', label: 'English' },
];

describe('LanguageSwitch', () => {
  it('member-and-shell.txt §2 Other pop-ins: lists the languages of the current website, the current one marked', async () => {
    const screen = await render(<LanguageSwitch label="Sprache" languages={switzerland} currentLanguage="de" />);
    const list = screen.getByRole('list', { name: 'Sprache' });
    expect(list.getByRole('button').elements()).toHaveLength(3);
    await expect.element(list.getByRole('button', { name: 'Deutsch' })).toHaveAttribute('aria-current', 'true');
    await expect.element(list.getByRole('button', { name: 'Français' })).not.toHaveAttribute('aria-current');
    await expect.element(screen.getByText('Français')).toHaveAttribute('lang', 'fr');
  });

  it('member-and-shell.txt §2 Other pop-ins: the keyboard chooses another language (Tab, Enter or Space); the current one is no change', async () => {
    const onChange = vi.fn();
    await render(<LanguageSwitch label="Langue" languages={switzerland} currentLanguage="fr" onChange={onChange} />);
    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard('{Enter}');
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard(' ');
    expect(onChange.mock.calls).toEqual([['de'], ['en']]);
  });

  it('member-and-shell.txt §2 Other pop-ins: with addresses, each language links to the same page in that language', async () => {
    const screen = await render(
      <LanguageSwitch
        label="Taal"
        languages={[
          { code: 'nl', label: 'Nederlands', href: '/be/nl/films' },
          { code: 'fr', label: 'Français', href: '/be/fr/films' },
        ]}
        currentLanguage="nl"
      />,
    );
    const french = screen.getByRole('link', { name: 'Français' });
    await expect.element(french).toHaveAttribute('href', '/be/fr/films');
    await expect.element(screen.getByRole('link', { name: 'Nederlands' })).toHaveAttribute('aria-current', 'true');
  });
});
