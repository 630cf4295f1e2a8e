export {
  defaultSprite,
  Icon,
  iconSizes,
  iconTypes,
  type IconProps,
  type IconSize,
  type IconSource,
  type IconType,
} from './Icon.tsx';
