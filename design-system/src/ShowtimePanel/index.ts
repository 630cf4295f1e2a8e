export {
  ShowtimePanel,
  showtimePanelHeadingLevels,
  type ShowtimePanelExplanation,
  type ShowtimePanelHeadingLevel,
  type ShowtimePanelLabels,
  type ShowtimePanelProps,
  type ShowtimePanelSpecial,
} from './ShowtimePanel.tsx';
