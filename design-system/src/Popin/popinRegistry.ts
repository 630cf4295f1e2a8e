import { viewports, type Viewport } from '@marquee/themes';

/**
 * Where a pop-in sits. `anchored`: next to its trigger. `sheet`: a side panel
 * from tablet up, a bottom sheet on mobile. `centered`: a dialog in the middle
 * of the screen. `fullscreen`: covers the whole viewport.
 */
export const popinPlacements = ['anchored', 'sheet', 'centered', 'fullscreen'] as const;
export type PopinPlacement = (typeof popinPlacements)[number];

export interface PopinEntry {
  placement: PopinPlacement;
  /**
   * The widest viewport a trigger may open the pop-in in (member-and-shell.txt
   * §2 Other pop-ins); `null` allows every viewport.
   */
  maxViewport: Viewport | null;
  /**
   * catalogue.txt §4 Modals closes "on escape or enter". Enter closes only the
   * pop-ins that hold no form, and only when focus is not on a control, so
   * Enter still submits and presses everywhere else.
   */
  closesOnEnter: boolean;
}

/**
 * Every pop-in of the product (catalogue.txt §2 Modals, member-and-shell.txt
 * §2 Other pop-ins), with its placement and its maximum viewport.
 */
export const popins = {
  search: { placement: 'fullscreen', maxViewport: null, closesOnEnter: false },
  signIn: { placement: 'anchored', maxViewport: null, closesOnEnter: false },
  centeredSignIn: { placement: 'centered', maxViewport: null, closesOnEnter: false },
  profile: { placement: 'anchored', maxViewport: null, closesOnEnter: false },
  // "The language switch is limited to tablet size and below."
  languageSwitch: { placement: 'sheet', maxViewport: 'tablet', closesOnEnter: false },
  locator: { placement: 'sheet', maxViewport: null, closesOnEnter: false },
  cinemaInformation: { placement: 'sheet', maxViewport: null, closesOnEnter: true },
  // The cinema's pricing pop-in (member-and-shell.txt §2 "Fragment tarifs"): the spec names no id for it.
  cinemaPricing: { placement: 'sheet', maxViewport: null, closesOnEnter: true },
  calendar: { placement: 'anchored', maxViewport: null, closesOnEnter: false },
  calendarRange: { placement: 'anchored', maxViewport: null, closesOnEnter: false },
  filters: { placement: 'sheet', maxViewport: null, closesOnEnter: false },
  showDetails: { placement: 'sheet', maxViewport: null, closesOnEnter: true },
  trailer: { placement: 'fullscreen', maxViewport: null, closesOnEnter: false },
  clientRating: { placement: 'centered', maxViewport: null, closesOnEnter: false },
  globalFeelings: { placement: 'centered', maxViewport: null, closesOnEnter: true },
  partners: { placement: 'centered', maxViewport: null, closesOnEnter: true },
  // "side panel on desktop, bottom on mobile"
  showtimeDetails: { placement: 'sheet', maxViewport: null, closesOnEnter: false },
  experienceDetails: { placement: 'sheet', maxViewport: null, closesOnEnter: true },
  experienceTeaser: { placement: 'centered', maxViewport: null, closesOnEnter: true },
  subscriptionPerks: { placement: 'sheet', maxViewport: null, closesOnEnter: true },
  subscriptionPlan: { placement: 'sheet', maxViewport: null, closesOnEnter: false },
  voucherChecker: { placement: 'centered', maxViewport: null, closesOnEnter: false },
  giftCard: { placement: 'centered', maxViewport: null, closesOnEnter: false },
  signInRequired: { placement: 'centered', maxViewport: null, closesOnEnter: false },
  tagSelection: { placement: 'sheet', maxViewport: null, closesOnEnter: false },
  showtimeSelection: { placement: 'sheet', maxViewport: null, closesOnEnter: false },
  offer: { placement: 'centered', maxViewport: null, closesOnEnter: true },
  card: { placement: 'centered', maxViewport: null, closesOnEnter: true },
} as const satisfies Record<string, PopinEntry>;

export type PopinId = keyof typeof popins;

export const popinIds = Object.keys(popins) as PopinId[];

export interface TrailerPopinData {
  title: string;
  videoUrl: string;
  /** Shown before the clip plays (the film's backdrop). */
  poster?: string | null;
}

export interface SignInPopinData {
  /** catalogue.txt §4 Sign-in required action: the sign-in pop-in says the action needs an account. */
  signInRequired: boolean;
}

/**
 * The data each pop-in receives. Ids not listed take any data; a product
 * narrows them with its domain types by module augmentation of this interface,
 * so the design system stays free of domain models.
 */
export interface PopinDataById {
  trailer: TrailerPopinData;
  signIn: SignInPopinData | undefined;
  centeredSignIn: SignInPopinData | undefined;
}

export type PopinData<Id extends PopinId> = Id extends keyof PopinDataById ? PopinDataById[Id] : unknown;

/** True when a trigger may open a pop-in with this maximum viewport at this window width. */
export function isWithinMaxViewport(maxViewport: Viewport | null, viewport: Viewport): boolean {
  return maxViewport === null || viewports.indexOf(viewport) <= viewports.indexOf(maxViewport);
}
