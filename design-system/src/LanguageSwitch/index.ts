export {
  LanguageSwitch,
  languageSwitchOrientations,
  type LanguageOption,
  type LanguageSwitchOrientation,
  type LanguageSwitchProps,
} from './LanguageSwitch.tsx';
