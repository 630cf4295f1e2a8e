import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Footer, socialNetworkName, type FooterProps } from './Footer.tsx';

const base: FooterProps = {
  columns: [
    { title: 'Scheduling', links: [{ title: 'All films', url: '/fr/films' }] },
    {
      title: 'Cinemas',
      links: [
        { title: 'Paris', url: '/fr/cinemas/paris' },
        { title: 'Cookies', url: '#', cookie: true },
      ],
    },
    { title: 'Help', links: [{ title: 'FAQ', url: '/fr/aide' }] },
  ],
  copyrightHolder: 'Marquee',
  year: 2026,
  labels: {
    columns: 'Site map',
    languages: 'Language',
    social: 'Follow us',
    legal: 'Legal information',
    cookiePreferences: 'Cookie preferences',
    newTabHint: '(new tab)',
  },
};

afterEach(async () => {
  await page.viewport(1280, 800);
});

describe('Footer', () => {
  it('member-and-shell.txt §2 Footer: on small screens at most one column is open, and clicking the open one closes it', async () => {
    await page.viewport(375, 812);
    const screen = await render(<Footer {...base} />);
    const scheduling = screen.getByRole('button', { name: 'Scheduling' });
    const help = screen.getByRole('button', { name: 'Help' });
    await scheduling.click();
    await expect.element(screen.getByRole('link', { name: 'All films' })).toBeVisible();
    await help.click();
    await expect.element(scheduling).toHaveAttribute('aria-expanded', 'false');
    await expect.element(help).toHaveAttribute('aria-expanded', 'true');
    await expect.element(screen.getByRole('link', { name: 'All films' })).not.toBeInTheDocument();
    await help.click();
    await expect.element(help).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('link').elements()).toHaveLength(0);
  });

  it('member-and-shell.txt §2 Footer: the accordion answers the keyboard (Tab, Enter)', async () => {
    await page.viewport(375, 812);
    const screen = await render(<Footer {...base} />);
    await userEvent.keyboard('{Tab}{Enter}');
    await expect.element(screen.getByRole('button', { name: 'Scheduling' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Tab}');
    await expect.element(screen.getByRole('link', { name: 'All films' })).toHaveFocus();
  });

  it('member-and-shell.txt §2 Footer: from tablet up the columns are plain, every link showing under its heading', async () => {
    await page.viewport(700, 1024);
    const screen = await render(<Footer {...base} />);
    expect(screen.getByRole('heading', { level: 2 }).elements()).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Scheduling' }).elements()).toHaveLength(0);
    await expect.element(screen.getByRole('link', { name: 'All films' })).toBeVisible();
  });

  it('member-and-shell.txt §2 Footer: the copyright line shows the year given, after the holder', async () => {
    const screen = await render(<Footer {...base} year={2031} copyrightHolder="Other" />);
    await expect.element(screen.getByText('© 2031 Other')).toBeVisible();
  });

  it('member-and-shell.txt §2 Footer link: the cookie flag and the cookie-preferences link open the cookie preferences', async () => {
    const onCookiePreferences = vi.fn();
    const screen = await render(<Footer {...base} onCookiePreferences={onCookiePreferences} />);
    await screen.getByRole('button', { name: 'Cookies' }).click();
    await screen.getByRole('button', { name: 'Cookie preferences' }).click();
    expect(onCookiePreferences).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('link', { name: 'Cookies' }).elements()).toHaveLength(0);
  });

  it('member-and-shell.txt §2 Footer link: a newTab link opens a new tab and says so', async () => {
    const screen = await render(
      <Footer
        {...base}
        columns={[{ title: 'Jobs', links: [{ title: 'Careers', url: 'https://jobs.example', newTab: true }] }]}
      />,
    );
    const careers = screen.getByRole('link', { name: 'Careers (new tab)' });
    await expect.element(careers).toHaveAttribute('target', '_blank');
    await expect.element(careers).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('member-and-shell.txt §2 Footer: twitter is labelled X, other networks keep their names', async () => {
    expect(socialNetworkName({ network: 'twitter', name: 'Twitter' })).toBe('X');
    expect(socialNetworkName({ network: 'twitter' })).toBe('X');
    expect(socialNetworkName({ network: 'instagram' })).toBe('Instagram');
    expect(socialNetworkName({ network: 'facebook', name: 'Facebook Marquee' })).toBe('Facebook Marquee');
    const screen = await render(
      <Footer {...base} socialLinks={[{ network: 'twitter', url: 'https://x.example', name: 'Twitter' }]} />,
    );
    await expect
      .element(screen.getByRole('link', { name: 'X (new tab)' }))
      .toHaveAttribute('href', 'https://x.example');
  });

  it('member-and-shell.txt §2 Footer: language buttons for the site languages, the current one marked', async () => {
    const onLanguage = vi.fn();
    const screen = await render(
      <Footer
        {...base}
        languages={[
          { code: 'nl', label: 'Nederlands' },
          { code: 'fr', label: 'Français' },
        ]}
        currentLanguage="nl"
        onLanguage={onLanguage}
      />,
    );
    const list = screen.getByRole('list', { name: 'Language' });
    await expect.element(list.getByRole('button', { name: 'Nederlands' })).toHaveAttribute('aria-current', 'true');
    await list.getByRole('button', { name: 'Français' }).click();
    expect(onLanguage).toHaveBeenCalledWith('fr');
  });
});
