import { useMemo, type ReactNode } from 'react';
import type { Language } from '@marquee/data';
import { useSettings } from '@marquee/data/hooks';
import { CaptchaContext, recaptchaSolver } from './captcha.ts';

/**
 * The site's captcha (decision 0059): reCAPTCHA v3 with the settings' site key (member-and-shell.txt
 * §3 `catCaptchaKey`) and the deployment's script (RECAPTCHA_SCRIPT_URL). Nothing loads until a
 * card-check form asks; without a key or a script every check shows its warning.
 */
export function CaptchaProvider({
  language,
  scriptUrl,
  children,
}: {
  language: Language;
  scriptUrl: string | null;
  children: ReactNode;
}) {
  const siteKey = useSettings(language).data?.catCaptchaKey ?? null;
  const solver = useMemo(() => recaptchaSolver({ siteKey, scriptUrl }), [siteKey, scriptUrl]);
  return <CaptchaContext.Provider value={solver}>{children}</CaptchaContext.Provider>;
}
