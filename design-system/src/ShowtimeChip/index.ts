export {
  ShowtimeChip,
  showtimeStatuses,
  type ShowtimeChipAction,
  type ShowtimeChipLabels,
  type ShowtimeChipProps,
  type ShowtimeExperience,
  type ShowtimeStatus,
  type SpecialShowtimeColours,
} from './ShowtimeChip.tsx';
