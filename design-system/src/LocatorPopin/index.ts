export {
  geolocationStates,
  LocatorPopin,
  locatorHistoryLimit,
  locatorModes,
  type GeolocationState,
  type LocatorChoice,
  type LocatorCinema,
  type LocatorCity,
  type LocatorHistoryEntry,
  type LocatorMode,
  type LocatorPopinLabels,
  type LocatorPopinProps,
} from './LocatorPopin.tsx';
