import type { Meta } from '@storybook/react-vite';
import { sitePageStory, sitePagesMeta } from './sitePageStories.tsx';

/** Every page kind of the fr site, in the route table's order (decision 0067); `npm run record:stories` records what each reads. */
export default { ...sitePagesMeta, title: 'Pages/Sites/fr' } satisfies Meta;

export const MoviesHome = sitePageStory('fr', 'Movies.Home');
export const CinemaList = sitePageStory('fr', 'Cinema.List');
export const CinemaSingle = sitePageStory('fr', 'Cinema.Single');
export const CinemaLight = sitePageStory('fr', 'Cinema.Light');
export const CinemaCitySingle = sitePageStory('fr', 'Cinema.City.Single');
export const CinemaCityLight = sitePageStory('fr', 'Cinema.City.Light');
export const ShowsList = sitePageStory('fr', 'Shows.List');
export const ShowsMovie = sitePageStory('fr', 'Shows.Movie');
export const ShowsUpcoming = sitePageStory('fr', 'Shows.Upcoming');
export const ShowsEntertainmentList = sitePageStory('fr', 'Shows.EntertainmentList');
export const ShowsEntertainment = sitePageStory('fr', 'Shows.Entertainment');
export const Season = sitePageStory('fr', 'Season');
export const SeasonEventSpecial = sitePageStory('fr', 'Season.EventSpecial');
export const Subscription = sitePageStory('fr', 'Subscription');
export const ExperienceLanding = sitePageStory('fr', 'Experience.Landing');
export const ExperienceGroup = sitePageStory('fr', 'Experience.Group');
export const ExperienceSingle = sitePageStory('fr', 'Experience.Single');
export const OffersList = sitePageStory('fr', 'Offers.List');
export const OffersSingle = sitePageStory('fr', 'Offers.Single');
export const NewsList = sitePageStory('fr', 'News.List');
export const NewsSingle = sitePageStory('fr', 'News.Single');
export const FaqHome = sitePageStory('fr', 'Faq.Home');
export const FaqArticleBySlug = sitePageStory('fr', 'Faq.ArticleBySlug');
export const FaqResults = sitePageStory('fr', 'Faq.Results');
export const FaqCategory = sitePageStory('fr', 'Faq.Category');
export const ECardsFiveSeats = sitePageStory('fr', 'ECards.FiveSeats');
export const MobileApp = sitePageStory('fr', 'MobileApp');
export const Cvd = sitePageStory('fr', 'Cvd');
export const GeneralTerms = sitePageStory('fr', 'GeneralTerms');
export const Sitemap = sitePageStory('fr', 'Sitemap');
export const MasterTemplate = sitePageStory('fr', 'MasterTemplate');
export const ErrorClient = sitePageStory('fr', 'ErrorClient');
