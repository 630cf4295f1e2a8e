// Component tests render inside the French brand theme, as stories do by default.
import '@marquee/themes/global';
import { frTheme } from '@marquee/themes';

document.documentElement.className = frTheme;
document.documentElement.lang = 'fr';
