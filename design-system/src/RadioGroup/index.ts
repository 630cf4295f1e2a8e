export {
  RadioGroup,
  radioGroupOrientations,
  type RadioGroupOrientation,
  type RadioGroupProps,
  type RadioOption,
} from './RadioGroup.tsx';
