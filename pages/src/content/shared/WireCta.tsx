import { useTranslation } from 'react-i18next';
import { Cta } from '@marquee/design-system';
import { ctaTargetOf, ctaTypeOf } from '@marquee/data';

export interface WireCtaValue {
  label: string;
  url: string;
  target?: string | null;
  type?: string | null;
}

/** A Cta as the API sends it (catalogue.txt §3), a new tab announced in the page's language. */
export function WireCta({ cta }: { cta: WireCtaValue }) {
  const { t } = useTranslation();
  const type = ctaTypeOf(cta.type);
  return ctaTargetOf(cta.target) === '_blank' ? (
    <Cta label={cta.label} url={cta.url} type={type} target="_blank" newTabHint={t('content.common.newTab')} />
  ) : (
    <Cta label={cta.label} url={cta.url} type={type} />
  );
}
