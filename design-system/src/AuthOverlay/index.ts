export {
  AuthOverlay,
  authOverlayPlacements,
  type AuthOverlayPlacement,
  type AuthOverlayProps,
} from './AuthOverlay.tsx';
