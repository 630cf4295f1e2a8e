import { createHash } from 'node:crypto';
import { themeNames } from '@marquee/themes/constants';
import { brandTokens, type ThemeTokens } from '@marquee/themes/tokens';

/**
 * The provider's one stylesheet (served as /assets/idp.css, so the CSP needs no inline style):
 * each brand theme's tokens as custom properties on `html.theme-{name}`, then the few rules the
 * pages use. Only colour pairs the themes' contrast test covers are combined (themes/src/contrast.ts):
 * text and textMuted and link on surface/surfaceRaised, onBrandPrimary on brandPrimary,
 * onDangerSoft on dangerSoft, onSuccessSoft on successSoft, borderControl and focusRing on surface.
 */

const colourNames = [
  'surface',
  'surfaceRaised',
  'text',
  'textMuted',
  'border',
  'borderControl',
  'link',
  'brandPrimary',
  'brandPrimaryHover',
  'onBrandPrimary',
  'brandSecondary',
  'onBrandSecondary',
  'danger',
  'dangerSoft',
  'onDangerSoft',
  'success',
  'successSoft',
  'onSuccessSoft',
  'focusRing',
  'focusRingInverse',
] as const satisfies readonly (keyof ThemeTokens['color'])[];

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

function themeRule(name: string, tokens: ThemeTokens): string {
  const properties = [
    ...colourNames.map((colour) => `--${kebab(colour)}:${tokens.color[colour]}`),
    `--font-body:${tokens.font.body}`,
    `--font-heading:${tokens.font.heading}`,
    `--radius-control:${tokens.radius.control}`,
    `--radius-card:${tokens.radius.card}`,
  ];
  return `html.theme-${name}{${properties.join(';')}}`;
}

const rules = `
*,*::before,*::after{box-sizing:border-box}
html{font-family:var(--font-body);color:var(--text);background:var(--surface-raised);line-height:1.45;-webkit-text-size-adjust:100%}
body{margin:0;min-height:100vh;display:flex;flex-direction:column}
.brand{background:var(--brand-secondary);color:var(--on-brand-secondary);padding:0.75rem 1.5rem;font-family:var(--font-heading);font-weight:800;font-size:1.25rem;letter-spacing:0.02em}
main{flex:1;display:flex;justify-content:center;align-items:flex-start;padding:2rem 1rem}
.card{background:var(--surface);border:1px solid var(--border);border-radius:var(--radius-card);padding:2rem;width:100%;max-width:28rem}
.card.wide{max-width:56rem}
h1{font-family:var(--font-heading);font-size:1.75rem;line-height:1.15;margin:0 0 1rem}
h2{font-size:1.125rem;margin:1.5rem 0 0.5rem}
p{margin:0 0 1rem}
.muted{color:var(--text-muted)}
a{color:var(--link)}
a:focus-visible,button:focus-visible,input:focus-visible{outline:3px solid var(--focus-ring);outline-offset:2px}
.field{margin:0 0 1.25rem}
label{display:block;font-weight:700;margin:0 0 0.25rem}
.hint{display:block;color:var(--text-muted);font-size:0.875rem;margin:0 0 0.25rem}
input{display:block;width:100%;font:inherit;color:var(--text);background:var(--surface);border:2px solid var(--border-control);border-radius:var(--radius-control);padding:0.625rem 0.75rem;min-height:2.75rem}
input[aria-invalid=true]{border-color:var(--danger)}
.field-error{margin:0 0 0.25rem;padding:0.25rem 0.5rem;border-radius:0.25rem;background:var(--danger-soft);color:var(--on-danger-soft);font-weight:700;font-size:0.875rem}
.summary{border:3px solid var(--danger);background:var(--danger-soft);color:var(--on-danger-soft);border-radius:var(--radius-control);padding:1rem;margin:0 0 1.5rem}
.summary h2{margin:0 0 0.5rem;font-size:1.125rem}
.summary ul{margin:0;padding-left:1.25rem}
.summary a{color:var(--on-danger-soft);font-weight:700}
.notice{border-left:6px solid var(--success);background:var(--success-soft);color:var(--on-success-soft);padding:0.75rem 1rem;margin:0 0 1.5rem}
.button{display:inline-flex;align-items:center;justify-content:center;min-height:2.75rem;padding:0.625rem 1.25rem;font:inherit;font-weight:700;border-radius:var(--radius-control);border:2px solid transparent;cursor:pointer;text-decoration:none;width:100%}
.button.primary{background:var(--brand-primary);color:var(--on-brand-primary)}
.button.primary:hover{background:var(--brand-primary-hover)}
.button.secondary{background:var(--surface);color:var(--text);border-color:var(--border-control)}
.actions{display:grid;gap:0.75rem;margin:1.5rem 0 0}
.links{margin:1.5rem 0 0;padding:1rem 0 0;border-top:1px solid var(--border)}
fieldset{border:0;padding:0;margin:1.5rem 0 0}
legend{font-weight:700;padding:0;margin:0 0 0.5rem}
table{width:100%;border-collapse:collapse}
th,td{text-align:left;vertical-align:top;padding:0.5rem;border-bottom:1px solid var(--border)}
pre{white-space:pre-wrap;margin:0;font:inherit}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
html.framed{background:var(--surface)}
html.framed .brand{display:none}
html.framed main{padding:1rem}
html.framed .card{border:0;padding:0}
@media (forced-colors:active){.button{border-color:ButtonText}.summary,.field-error{border:1px solid CanvasText}}
`;

export const stylesheet = [...themeNames.map((name) => themeRule(name, brandTokens[name])), rules.trim()].join('\n');

/** Cache-busting name: the stylesheet can be cached for a year and still change with the code. */
export const stylesheetPath = `/assets/idp.${createHash('sha256').update(stylesheet).digest('hex').slice(0, 10)}.css`;
