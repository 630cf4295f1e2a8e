export { Cta, ctaTypes, type CtaProps, type CtaType } from './Cta.tsx';
