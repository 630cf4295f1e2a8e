export {
  LanguageSwitch,
  languageSwitchLabelStyles,
  languageSwitchOrientations,
  type LanguageOption,
  type LanguageSwitchLabelStyle,
  type LanguageSwitchOrientation,
  type LanguageSwitchProps,
} from './LanguageSwitch.tsx';
