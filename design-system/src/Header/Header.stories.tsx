import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Header, headerVariants, type HeaderProps } from './Header.tsx';
import { tallPage } from './Header.stories.css.ts';
import { stickyHeaderMinScroll } from './sticky.ts';

const labels: HeaderProps['labels'] = {
  navigation: 'Main navigation',
  menu: 'Menu',
  userNavigation: 'Your account and search',
  search: 'Search',
  signIn: 'Sign in',
  profile: 'My account',
  language: 'Language',
  newTabHint: '(opens in a new tab)',
};

const navItems: HeaderProps['navItems'] = [
  { label: 'Films', href: '/fr/films', active: true },
  { label: 'Cinemas', href: '/fr/cinemas' },
];

const extras: HeaderProps['extras'] = [
  { label: 'Offers', href: '/fr/offres', visibility: 'desktop' },
  { label: 'Wallet', href: '/fr/wallet', visibility: 'mobile' },
  { label: 'Home video', href: 'https://video.example', newTab: true, visibility: 'all' },
];

// A stand-in photo: a data URL keeps the story offline.
const photo =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#6a8caf"/><circle cx="32" cy="26" r="12" fill="#f2d3b1"/><path d="M10 64c2-14 12-20 22-20s20 6 22 20Z" fill="#f2d3b1"/></svg>',
  );

const meta = {
  title: 'Design system/Shell and member pop-ins/Header',
  tags: ['autodocs'],
  component: Header,
  args: {
    variant: 'default',
    logo: { label: 'Marquee', href: '/fr' },
    navItems,
    extras,
    labels,
    onSearch: fn(),
    onProfile: fn(),
    onSignIn: fn(),
    onLanguage: fn(),
    currentLanguage: 'FR',
    // Stories show one state each; StickyOnScroll follows the real scroll.
    sticky: { isSticky: false, isVisible: true },
  },
  argTypes: { variant: { control: 'inline-radio', options: headerVariants } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

const banner = (canvasElement: HTMLElement) => within(canvasElement).getByRole('banner');

/** Signed out on a film page: Films is the current page; pressing the buttons is SignedOutPress's. */
export const SignedOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: labels.navigation });
    await expect(within(nav).getByRole('link', { name: 'Films' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: 'Cinemas' })).not.toHaveAttribute('aria-current');
    await expect(canvas.getByRole('link', { name: 'Marquee' })).toHaveAttribute('href', '/fr');
  },
};

/** Signed out, the sign-in button opens sign-in and the search button opens search. */
export const SignedOutPress: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const signIn = canvas.getByRole('button', { name: labels.signIn });
    await userEvent.click(signIn);
    await expect(args.onSignIn).toHaveBeenCalledWith(signIn);
    await userEvent.click(canvas.getByRole('button', { name: labels.search }));
    await expect(args.onSearch).toHaveBeenCalledOnce();
  },
};

/** On the cinemas list and cinema pages, Cinemas is the current page. */
export const CinemasActive: Story = {
  args: {
    navItems: [
      { label: 'Films', href: '/fr/films' },
      { label: 'Cinemas', href: '/fr/cinemas', active: true },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Cinemas' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Films' })).not.toHaveAttribute('aria-current');
  },
};

/** Signed in with a photo: the avatar shows it; pressing it is SignedInWithPhotoPress's. */
export const SignedInWithPhoto: Story = {
  args: { user: { name: 'Marie Curie', avatarUrl: photo, isDefaultAvatar: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: labels.signIn })).toBeNull();
    const avatar = canvas.getByRole('button', { name: labels.profile });
    await expect(avatar.querySelector('img')).toHaveAttribute('src', photo);
  },
};

/** The avatar opens the profile pop-in, next to itself. */
export const SignedInWithPhotoPress: Story = {
  args: SignedInWithPhoto.args,
  play: async ({ canvasElement, args }) => {
    const avatar = within(canvasElement).getByRole('button', { name: labels.profile });
    await userEvent.click(avatar);
    await expect(args.onProfile).toHaveBeenCalledWith(avatar);
  },
};

/** issue 20 designed fallback: a photo that fails to load gives way to the initials. */
export const SignedInPhotoLoadError: Story = {
  tags: ['missing-image'],
  args: { user: { name: 'Marie Curie', avatarUrl: '/missing/avatar.jpg', isDefaultAvatar: false } },
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('button', { name: labels.profile });
    await waitFor(() => expect(avatar.querySelector('img')).toBeNull());
    await expect(avatar).toHaveTextContent('MC');
  },
};

/** Signed in with the default photo: the initials show instead (member-and-shell.txt §2 Header user nav). */
export const SignedInInitials: Story = {
  args: { user: { name: 'Marie Skłodowska Curie', avatarUrl: photo, isDefaultAvatar: true } },
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('button', { name: labels.profile });
    await expect(avatar.querySelector('img')).toBeNull();
    await expect(avatar).toHaveTextContent('MC');
  },
};

/** Initials given by the caller (the client's avatarFallback) win over the name's. */
export const SignedInGivenInitials: Story = {
  args: { user: { name: 'camille@example.com', isDefaultAvatar: true, initials: 'CM' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: labels.profile })).toHaveTextContent('CM');
  },
};

/**
 * Not known yet whether anyone is signed in: the account entry's place is held, the size of the
 * other icon buttons, with nothing to press or announce (no layout shift when it settles).
 */
export const UserPending: Story = {
  args: { userPending: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: labels.signIn })).toBeNull();
    await expect(canvas.queryByRole('button', { name: labels.profile })).toBeNull();
    const held = canvasElement.querySelector('[data-user-pending]')?.getBoundingClientRect();
    const search = canvas.getByRole('button', { name: labels.search }).getBoundingClientRect();
    await expect(held?.width).toBe(search.width);
    await expect(held?.height).toBe(search.height);
  },
};

/** An alternate logo replaces the logo and does not link to the movies home. */
export const AlternateLogo: Story = {
  args: { alternateLogo: { label: 'Marquee Festival' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Marquee Festival')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /Marquee/ })).toBeNull();
  },
};

/** A logo drawn as artwork: the label still names the home link. */
export const LogoImage: Story = {
  args: {
    logo: {
      label: 'Marquee',
      href: '/fr',
      image: (
        <svg viewBox="0 0 120 32" width="120" height="32">
          <rect width="120" height="32" rx="6" fill="currentColor" opacity="0.15" />
          <text x="60" y="22" textAnchor="middle" fontSize="18" fontWeight="800" fill="currentColor">
            MARQUEE
          </text>
        </svg>
      ),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Marquee' })).toBeVisible();
  },
};

/** The CinemaLight page: a light header with the logo and the main links only. */
export const Light: Story = {
  args: { variant: 'light' },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Films' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: labels.menu })).toBeNull();
    await expect(canvas.queryByRole('button', { name: labels.search })).toBeNull();
    await expect(canvas.queryByRole('link', { name: /Offers|Wallet|Home video/ })).toBeNull();
  },
};

/** Pages whose layout hides the header render nothing. */
export const Hidden: Story = {
  args: { variant: 'hidden' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('banner')).toBeNull();
  },
};

/** Below desktop the navigation sits behind the menu button; Escape closes it and returns focus. */
export const MobileMenu: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menu = canvas.getByRole('button', { name: labels.menu });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('navigation', { name: labels.navigation })).toBeNull();
    await userEvent.click(menu);
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    const nav = canvas.getByRole('navigation', { name: labels.navigation });
    await expect(menu).toHaveAttribute('aria-controls', nav.id);
    // Mobile-only extras show, desktop-only ones do not.
    await expect(within(nav).getByRole('link', { name: 'Wallet' })).toBeVisible();
    await expect(within(nav).queryByRole('link', { name: 'Offers' })).toBeNull();
    // Past the logo, into the navigation.
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(nav).getByRole('link', { name: 'Films' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toHaveFocus();
  },
};

/** From desktop up the navigation is always shown, with the desktop extras and no menu button. */
export const DesktopNavigation: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: labels.menu })).toBeNull();
    const nav = canvas.getByRole('navigation', { name: labels.navigation });
    await expect(within(nav).getByRole('link', { name: 'Offers' })).toBeVisible();
    await expect(within(nav).queryByRole('link', { name: 'Wallet' })).toBeNull();
    const homeVideo = within(nav).getByRole('link', { name: /Home video/ });
    await expect(homeVideo).toHaveAccessibleName('Home video (opens in a new tab)');
    await expect(homeVideo).toHaveAttribute('target', '_blank');
  },
};

/** The language button shows below desktop only (the language pop-in is limited to tablet and below). */
export const LanguageButtonTablet: Story = {
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Language FR' })).toBeVisible();
  },
};

/** At tablet width the language button opens the language pop-in, next to itself. */
export const LanguageButtonTabletPress: Story = {
  globals: LanguageButtonTablet.globals,
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Language FR' });
    await userEvent.click(button);
    await expect(args.onLanguage).toHaveBeenCalledWith(button);
  },
};

export const LanguageButtonHiddenOnDesktop: Story = {
  globals: { viewport: { value: 'large' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Language FR' })).toBeNull();
  },
};

/**
 * From desktop up, where the pop-in is not offered, the site's languages are links in the header
 * itself, by their codes (member-and-shell.txt §2 Header "Right side: ... language switch"; issue 20).
 */
export const LanguagesOnDesktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  args: {
    languages: [
      { code: 'fr', label: 'Français', href: '/fr' },
      { code: 'en', label: 'English', href: '/en' },
      { code: 'de', label: 'Deutsch', href: '/de' },
    ],
  },
  play: async ({ canvasElement }) => {
    const list = within(within(banner(canvasElement)).getByRole('list', { name: labels.language }));
    await expect(list.getByRole('link', { name: 'FR Français' })).toHaveAttribute('aria-current', 'true');
    await expect(list.getByRole('link', { name: 'DE Deutsch' })).toHaveAttribute('href', '/de');
    await expect(within(canvasElement).queryByRole('button', { name: 'Language FR' })).toBeNull();
  },
};

/** Sticky and shown (the user scrolled up). */
export const StickyVisible: Story = {
  args: { sticky: { isSticky: true, isVisible: true } },
  play: async ({ canvasElement }) => {
    const header = banner(canvasElement);
    await expect(getComputedStyle(header).position).toBe('sticky');
    await expect(header.getBoundingClientRect().top).toBe(0);
  },
};

/** Sticky and slid out (the user scrolled down); keyboard focus brings it back (StickyHiddenFocus). */
export const StickyHidden: Story = {
  args: { sticky: { isSticky: true, isVisible: false } },
  play: async ({ canvasElement }) => {
    const header = banner(canvasElement);
    await waitFor(() => expect(header.getBoundingClientRect().bottom).toBeLessThanOrEqual(0));
  },
};

/** Keyboard focus brings the slid-out header back. */
export const StickyHiddenFocus: Story = {
  args: StickyHidden.args,
  play: async ({ canvasElement }) => {
    const header = banner(canvasElement);
    await waitFor(() => expect(header.getBoundingClientRect().bottom).toBeLessThanOrEqual(0));
    await userEvent.tab();
    await waitFor(() => expect(header.getBoundingClientRect().top).toBe(0));
  },
};

async function scrollAndSettle(scrollY: number) {
  window.scrollTo(0, scrollY);
  // Past the 200 ms scroll throttle, so the last position has been read.
  await new Promise((resolve) => setTimeout(resolve, 350));
}

/**
 * catalogue.txt §4 Header on a real page at desktop size (window 800 px high, a quarter is 200 px):
 * not sticky at 68, still not at 150, sticky and hidden past 200 going down, shown going up,
 * back in the flow at the top.
 */
export const StickyOnScroll: Story = {
  args: { sticky: undefined },
  globals: { viewport: { value: 'desktop' } },
  render: (args) => (
    <>
      <Header {...args} />
      <main>
        <p className={tallPage}>Programme</p>
      </main>
    </>
  ),
  play: async ({ canvasElement }) => {
    const header = banner(canvasElement);
    try {
      await scrollAndSettle(stickyHeaderMinScroll);
      await expect(header).not.toHaveAttribute('data-sticky');
      await scrollAndSettle(window.innerHeight / 4 - 50);
      await expect(header).not.toHaveAttribute('data-sticky');
      // What the header must become is awaited (a busy machine delays scroll events past the
      // throttle); what it must not become is read after the throttle has settled.
      await scrollAndSettle(window.innerHeight / 4 + 200);
      await waitFor(async () => {
        await expect(header).toHaveAttribute('data-sticky');
        await expect(header).toHaveAttribute('data-hidden');
      });
      await scrollAndSettle(window.innerHeight / 4 + 100);
      await waitFor(async () => {
        await expect(header).toHaveAttribute('data-sticky');
        await expect(header).not.toHaveAttribute('data-hidden');
      });
      await waitFor(() => expect(header.getBoundingClientRect().top).toBe(0));
      await scrollAndSettle(0);
      await waitFor(() => expect(header).not.toHaveAttribute('data-sticky'));
    } finally {
      window.scrollTo(0, 0);
    }
  },
};
