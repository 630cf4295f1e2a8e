export {
  Footer,
  socialNetworkName,
  socialNetworks,
  type FooterColumn,
  type FooterLabels,
  type FooterLink,
  type FooterProps,
  type FooterSocialLink,
  type SocialNetwork,
} from './Footer.tsx';
