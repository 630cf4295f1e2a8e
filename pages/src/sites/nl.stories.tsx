import type { Meta } from '@storybook/react-vite';
import { sitePageStory, sitePagesMeta } from './sitePageStories.tsx';

/** Every page kind of the nl site, in the route table's order (decision 0067); `npm run record:stories` records what each reads. */
export default { ...sitePagesMeta, title: 'Pages/Sites/nl' } satisfies Meta;

export const MoviesHome = sitePageStory('nl', 'Movies.Home');
export const CinemaList = sitePageStory('nl', 'Cinema.List');
export const CinemaSingle = sitePageStory('nl', 'Cinema.Single');
export const CinemaLight = sitePageStory('nl', 'Cinema.Light');
export const CinemaCitySingle = sitePageStory('nl', 'Cinema.City.Single');
export const CinemaCityLight = sitePageStory('nl', 'Cinema.City.Light');
export const ShowsList = sitePageStory('nl', 'Shows.List');
export const ShowsMovie = sitePageStory('nl', 'Shows.Movie');
export const ShowsUpcoming = sitePageStory('nl', 'Shows.Upcoming');
export const ShowsEntertainmentList = sitePageStory('nl', 'Shows.EntertainmentList');
export const ShowsEntertainment = sitePageStory('nl', 'Shows.Entertainment');
export const Season = sitePageStory('nl', 'Season');
export const SeasonEventSpecial = sitePageStory('nl', 'Season.EventSpecial');
export const Subscription = sitePageStory('nl', 'Subscription');
export const ExperienceLanding = sitePageStory('nl', 'Experience.Landing');
export const ExperienceGroup = sitePageStory('nl', 'Experience.Group');
export const ExperienceSingle = sitePageStory('nl', 'Experience.Single');
export const OffersList = sitePageStory('nl', 'Offers.List');
export const OffersSingle = sitePageStory('nl', 'Offers.Single');
export const NewsList = sitePageStory('nl', 'News.List');
export const NewsSingle = sitePageStory('nl', 'News.Single');
export const FaqHome = sitePageStory('nl', 'Faq.Home');
export const FaqArticleBySlug = sitePageStory('nl', 'Faq.ArticleBySlug');
export const FaqResults = sitePageStory('nl', 'Faq.Results');
export const FaqCategory = sitePageStory('nl', 'Faq.Category');
export const ECardsFiveSeats = sitePageStory('nl', 'ECards.FiveSeats');
export const MobileApp = sitePageStory('nl', 'MobileApp');
export const Cvd = sitePageStory('nl', 'Cvd');
export const Sitemap = sitePageStory('nl', 'Sitemap');
export const VoucherChecker = sitePageStory('nl', 'VoucherChecker');
export const MasterTemplate = sitePageStory('nl', 'MasterTemplate');
export const ErrorClient = sitePageStory('nl', 'ErrorClient');
