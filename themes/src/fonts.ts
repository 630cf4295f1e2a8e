/**
 * The web fonts, self-hosted from npm (no font CDN). Importing this module
 * adds their @font-face rules (font-display: swap; unicode ranges, so a
 * browser downloads only the subsets a page uses) and the metric-matched
 * fallbacks. Nothing preloads them (decision 0028): the first paint uses the
 * fallbacks, shaped to the same metrics, and the web font swaps in without a shift.
 */
import '@fontsource-variable/figtree/wght.css';
import '@fontsource-variable/inter/wght.css';
import '@fontsource-variable/montserrat/wght.css';
import '@fontsource-variable/source-sans-3/wght.css';
import './fonts.css.ts';
