export { Popin, type PopinProps } from './Popin.tsx';
export {
  PopinProvider,
  useOnPopinClose,
  usePopins,
  useSignInRequiredAction,
  type OpenPopinOptions,
  type PopinControls,
  type PopinProviderProps,
} from './PopinProvider.tsx';
export {
  isWithinMaxViewport,
  popinIds,
  popinPlacements,
  popins,
  type PopinData,
  type PopinDataById,
  type PopinEntry,
  type PopinId,
  type PopinPlacement,
  type SignInPopinData,
  type TrailerPopinData,
} from './popinRegistry.ts';
export type { OpenPopin, PopinStack } from './popinStack.ts';
