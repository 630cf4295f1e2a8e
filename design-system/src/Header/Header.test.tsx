import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Header, initialsOf, type HeaderProps } from './Header.tsx';

const labels: HeaderProps['labels'] = {
  navigation: 'Main navigation',
  menu: 'Menu',
  userNavigation: 'Account and search',
  search: 'Search',
  signIn: 'Sign in',
  profile: 'My account',
  language: 'Language',
  newTabHint: '(opens in a new tab)',
};

const base: HeaderProps = {
  logo: { label: 'Marquee', href: '/fr' },
  navItems: [
    { label: 'Films', href: '/fr/films' },
    { label: 'Cinemas', href: '/fr/cinemas', active: true },
  ],
  labels,
  sticky: { isSticky: false, isVisible: true },
};

afterEach(async () => {
  await page.viewport(1280, 800);
});

describe('Header', () => {
  it('member-and-shell.txt §2 Header: the active nav item is the current page, the others are not', async () => {
    await page.viewport(1280, 800);
    const screen = await render(<Header {...base} />);
    const nav = screen.getByRole('navigation', { name: labels.navigation });
    await expect.element(nav.getByRole('link', { name: 'Cinemas' })).toHaveAttribute('aria-current', 'page');
    await expect.element(nav.getByRole('link', { name: 'Films' })).not.toHaveAttribute('aria-current');
  });

  it('member-and-shell.txt §2 Header: the logo links to the movies home, an alternate logo links nowhere', async () => {
    const screen = await render(
      <>
        <Header {...base} />
        <Header {...base} alternateLogo={{ label: 'Festival' }} />
      </>,
    );
    await expect.element(screen.getByRole('link', { name: 'Marquee' })).toHaveAttribute('href', '/fr');
    await expect.element(screen.getByText('Festival')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Festival' }).elements()).toHaveLength(0);
  });

  it('a wordmark shows the brand while the link keeps its full accessible name', async () => {
    const screen = await render(<Header {...base} logo={{ label: 'Marquee, home', href: '/', wordmark: 'Marquee' }} />);
    const link = screen.getByRole('link', { name: 'Marquee, home' });
    await expect.element(link).toHaveAttribute('href', '/');
    expect(link.element().textContent).toBe('MarqueeMarquee, home');
    expect((link.element().firstElementChild as HTMLElement).getAttribute('aria-hidden')).toBe('true');
  });

  it('member-and-shell.txt §2 Header user nav: the default photo gives way to the initials', async () => {
    const onProfile = vi.fn();
    const screen = await render(
      <Header
        {...base}
        user={{ name: 'jean-luc  Godard', avatarUrl: '/avatar-default.png', isDefaultAvatar: true }}
        onProfile={onProfile}
      />,
    );
    const avatar = screen.getByRole('button', { name: labels.profile });
    expect(avatar.element().querySelector('[data-avatar="initials"]')?.textContent).toBe('JG');
    expect(avatar.element().querySelector('img')).toBeNull();
    await avatar.click();
    expect(onProfile).toHaveBeenCalledWith(avatar.element());
  });

  it('member-and-shell.txt §2 Header user nav: a real photo shows as the avatar', async () => {
    // A photo that loads: a missing one gives way to the initials (decision 0066).
    const photo =
      'data:image/svg+xml,' + encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>');
    const screen = await render(
      <Header {...base} user={{ name: 'Agnès Varda', avatarUrl: photo, isDefaultAvatar: false }} />,
    );
    const avatar = screen.getByRole('button', { name: labels.profile });
    expect(avatar.element().querySelector('img')?.getAttribute('src')).toBe(photo);
    expect(avatar.element().textContent).not.toContain('AV');
  });

  it('member-and-shell.txt §2 Header user nav: initials take the first letters of the first and last names', () => {
    expect(initialsOf('Agnès Varda')).toBe('AV');
    expect(initialsOf('  Marie Skłodowska Curie ')).toBe('MC');
    expect(initialsOf('Éric')).toBe('É');
    expect(initialsOf('')).toBe('');
  });

  it('member-and-shell.txt §2 Header user nav: signed out, a sign-in button instead of the avatar', async () => {
    const onSignIn = vi.fn();
    const onSearch = vi.fn();
    const screen = await render(<Header {...base} onSignIn={onSignIn} onSearch={onSearch} />);
    await screen.getByRole('button', { name: labels.signIn }).click();
    await screen.getByRole('button', { name: labels.search }).click();
    expect(onSignIn).toHaveBeenCalledOnce();
    expect(onSearch).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: labels.profile }).elements()).toHaveLength(0);
  });

  it('member-and-shell.txt §2 Header: a layout that hides the header renders nothing', async () => {
    const screen = await render(<Header {...base} variant="hidden" />);
    expect(screen.container.childElementCount).toBe(0);
  });

  it('member-and-shell.txt §2 Other pop-ins: the language button shows below desktop only', async () => {
    const onLanguage = vi.fn();
    await page.viewport(700, 1024);
    const screen = await render(<Header {...base} onLanguage={onLanguage} currentLanguage="NL" />);
    const language = screen.getByRole('button', { name: 'Language NL' });
    await language.click();
    expect(onLanguage).toHaveBeenCalledOnce();
    await page.viewport(1080, 800);
    await expect.element(language).not.toBeInTheDocument();
  });

  it('member-and-shell.txt §2 Header nav bar: below desktop a menu button opens and closes it from the keyboard, Escape returning focus to the button', async () => {
    await page.viewport(375, 812);
    const screen = await render(
      <Header {...base} extras={[{ label: 'Club', href: '/nl/club', visibility: 'mobile' }]} />,
    );
    const menu = screen.getByRole('button', { name: labels.menu });
    await expect.element(menu).toHaveAttribute('aria-expanded', 'false');
    await expect.element(screen.getByRole('link', { name: 'Films' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Tab}');
    await expect.element(menu).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(menu).toHaveAttribute('aria-expanded', 'true');
    await expect.element(screen.getByRole('link', { name: 'Club' })).toBeVisible();
    await userEvent.keyboard('{Tab}{Tab}');
    await expect.element(screen.getByRole('link', { name: 'Films' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect.element(menu).toHaveAttribute('aria-expanded', 'false');
    await expect.element(menu).toHaveFocus();
  });

  it('catalogue.txt §4 Header: a sticky header scrolled down is slid out of view, and keyboard focus brings it back', async () => {
    const screen = await render(<Header {...base} sticky={{ isSticky: true, isVisible: false }} />);
    const header = screen.getByRole('banner');
    await expect.element(header).toHaveAttribute('data-sticky');
    await expect.poll(() => header.element().getBoundingClientRect().bottom).toBeLessThanOrEqual(0);
    await userEvent.keyboard('{Tab}');
    await expect.poll(() => header.element().getBoundingClientRect().top).toBe(0);
  });
});
