/** A showtime chosen on a season page, with what the selection summary shows of it. */
export interface SelectedShowtime {
  /** The showtime's stable id (`V{cinema}S{session}`), else its booking link. */
  id: string;
  showSlug: string;
  showTitle: string;
  cinemaSlug: string;
  cinemaName: string;
  /** Naive local `YYYY-MM-DDTHH:MM:SS` in the cinema's zone: the summary's order. */
  datetime: string;
  /** The booking link into the purchase tunnel. */
  tunnelUrl: string;
  /** The version code (vf, vost...) and the experience tags, for the booking's select_item event. */
  version: string;
  experiences: readonly string[];
}

/** How the season's showtimes are laid out: film by film, or cinema by cinema. */
export const seasonModes = ['shows', 'cinemas'] as const;
export type SeasonMode = (typeof seasonModes)[number];

export interface SeasonSelection {
  /** The season the selection belongs to: another slug is another page. */
  slug: string;
  mode: SeasonMode;
  /** The day shown (YYYY-MM-DD); null for the season's first day. */
  day: string | null;
  showtimes: readonly SelectedShowtime[];
}

export type SeasonAction =
  | { type: 'toggle'; showtime: SelectedShowtime; multiple: boolean }
  | { type: 'unselectAll' }
  | { type: 'mode'; mode: SeasonMode }
  | { type: 'day'; date: string }
  | { type: 'navigate'; slug: string };

export function initialSeasonSelection(slug: string): SeasonSelection {
  return { slug, mode: 'shows', day: null, showtimes: [] };
}

const byStart = (a: SelectedShowtime, b: SelectedShowtime) =>
  a.datetime.localeCompare(b.datetime) || a.id.localeCompare(b.id);

/**
 * member-and-shell.txt §4 Schedules and filters, Seasons: "selected showtimes reset on navigation,
 * on unselect-all, and on switching to cinemas mode"; §9: "season multiple selection on in fr, ch"
 * (`multiple`), so elsewhere choosing a showtime replaces the one chosen before. Choosing a chosen
 * showtime again unselects it. Going back to shows mode keeps the selection (the spec resets only
 * on the way to cinemas mode), and so does choosing another day: a selection may span the season.
 */
export function seasonSelectionReducer(state: SeasonSelection, action: SeasonAction): SeasonSelection {
  switch (action.type) {
    case 'toggle': {
      const { showtime, multiple } = action;
      if (state.showtimes.some((chosen) => chosen.id === showtime.id)) {
        return { ...state, showtimes: state.showtimes.filter((chosen) => chosen.id !== showtime.id) };
      }
      return { ...state, showtimes: multiple ? [...state.showtimes, showtime].sort(byStart) : [showtime] };
    }
    case 'unselectAll':
      return state.showtimes.length === 0 ? state : { ...state, showtimes: [] };
    case 'mode':
      if (action.mode === state.mode) return state;
      return { ...state, mode: action.mode, showtimes: action.mode === 'cinemas' ? [] : state.showtimes };
    case 'day':
      return action.date === state.day ? state : { ...state, day: action.date };
    case 'navigate':
      return action.slug === state.slug ? state : initialSeasonSelection(action.slug);
  }
}
