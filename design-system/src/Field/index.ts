export {
  Description,
  FieldError,
  Input,
  Label,
  type DescriptionProps,
  type FieldErrorProps,
  type InputProps,
  type LabelProps,
} from './Field.tsx';
