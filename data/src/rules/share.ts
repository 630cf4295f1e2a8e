import { enabledSocialNetworks, type FeatureSwitches, type SocialNetwork } from '../sites/features.ts';

/**
 * The networks that share a page from a plain link, and their addresses. Instagram, TikTok and
 * YouTube have no such address (they share from their apps): the site's accounts there are in
 * the footer.
 */
const shareAddresses: Partial<Record<SocialNetwork, (page: string, title: string) => string>> = {
  facebook: (page) => `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(page)}`,
  twitter: (page, title) =>
    `https://x.com/intent/post?url=${encodeURIComponent(page)}&text=${encodeURIComponent(title)}`,
};

export interface ShareAddress {
  network: SocialNetwork;
  url: string;
}

/**
 * An article's share links (catalogue.txt §3 Article "social media" display flag): one per social
 * network the site has switched on (member-and-shell.txt §9), in the footer's order, for those
 * that take a link. `page` is the page's absolute address.
 */
export function shareLinks(features: FeatureSwitches, page: string, title: string): ShareAddress[] {
  return enabledSocialNetworks(features).flatMap((network) => {
    const address = shareAddresses[network];
    return address ? [{ network, url: address(page, title) }] : [];
  });
}
