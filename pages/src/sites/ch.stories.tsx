import type { Meta } from '@storybook/react-vite';
import { sitePageStory, sitePagesMeta } from './sitePageStories.tsx';

/** Every page kind of the ch site, in the route table's order (decision 0067); `npm run record:stories` records what each reads. */
export default { ...sitePagesMeta, title: 'Pages/Sites/ch' } satisfies Meta;

export const MoviesHome = sitePageStory('ch', 'Movies.Home');
export const CinemaList = sitePageStory('ch', 'Cinema.List');
export const CinemaSingle = sitePageStory('ch', 'Cinema.Single');
export const CinemaLight = sitePageStory('ch', 'Cinema.Light');
export const CinemaCitySingle = sitePageStory('ch', 'Cinema.City.Single');
export const CinemaCityLight = sitePageStory('ch', 'Cinema.City.Light');
export const ShowsList = sitePageStory('ch', 'Shows.List');
export const ShowsMovie = sitePageStory('ch', 'Shows.Movie');
export const ShowsUpcoming = sitePageStory('ch', 'Shows.Upcoming');
export const ShowsEntertainmentList = sitePageStory('ch', 'Shows.EntertainmentList');
export const ShowsEntertainment = sitePageStory('ch', 'Shows.Entertainment');
export const Season = sitePageStory('ch', 'Season');
export const SeasonEventSpecial = sitePageStory('ch', 'Season.EventSpecial');
export const Subscription = sitePageStory('ch', 'Subscription');
export const ExperienceLanding = sitePageStory('ch', 'Experience.Landing');
export const ExperienceGroup = sitePageStory('ch', 'Experience.Group');
export const ExperienceSingle = sitePageStory('ch', 'Experience.Single');
export const OffersList = sitePageStory('ch', 'Offers.List');
export const OffersSingle = sitePageStory('ch', 'Offers.Single');
export const NewsList = sitePageStory('ch', 'News.List');
export const NewsSingle = sitePageStory('ch', 'News.Single');
export const FaqHome = sitePageStory('ch', 'Faq.Home');
export const FaqArticleBySlug = sitePageStory('ch', 'Faq.ArticleBySlug');
export const FaqResults = sitePageStory('ch', 'Faq.Results');
export const FaqCategory = sitePageStory('ch', 'Faq.Category');
export const ECardsFiveSeats = sitePageStory('ch', 'ECards.FiveSeats');
export const MobileApp = sitePageStory('ch', 'MobileApp');
export const Cvd = sitePageStory('ch', 'Cvd');
export const Sitemap = sitePageStory('ch', 'Sitemap');
export const MasterTemplate = sitePageStory('ch', 'MasterTemplate');
export const ErrorClient = sitePageStory('ch', 'ErrorClient');
