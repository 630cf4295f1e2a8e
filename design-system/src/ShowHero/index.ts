export {
  ShowHero,
  showEmotions,
  showFeelings,
  type ShowEmotion,
  type ShowFeeling,
  type ShowHeroFactLabels,
  type ShowHeroFacts,
  type ShowHeroFeelings,
  type ShowHeroProps,
  type ShowHeroTrailer,
} from './ShowHero.tsx';
