import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { giftCardParams, voucherParams, type Language } from '@marquee/data';
import { useGiftCardCheck, useVoucherCheck } from '@marquee/data/hooks';
import { useFormat } from '../../i18n/formats.ts';
import { AlertBanner, Button, TextField } from '@marquee/design-system';
import type { PageContext, PageDefinition } from '../../page.ts';
import * as styles from '../shared/contentPage.css.ts';
import { useCaptcha } from './captcha.ts';
import * as own from './CardCheckPage.css.ts';
import { cardFacts } from './cardFacts.ts';

type CheckKind = 'voucher' | 'giftCard';

type Submitted =
  | { kind: 'voucher'; params: { code: string }; headers: Record<string, string> }
  | { kind: 'giftCard'; params: { a: string; b: string }; headers: Record<string, string> };

const kindOf = (routeKind: string): CheckKind => (routeKind === 'GiftCard' ? 'giftCard' : 'voucher');

/**
 * VoucherChecker and GiftCard (catalogue.txt §5, §7; member-and-shell.txt §4 "Voucher check:
 * success ... with the card; empty result or failure shows a warning message"): a code form that
 * sends the captcha answer in X-Recaptcha-Response, then the card or a warning alert. Where the
 * page's switch is off the site has no such page (decision 0048): it is never rendered there.
 */
export function CardCheckPage({ language, target }: PageContext) {
  const { t } = useTranslation();
  const kind = kindOf(target.kind);
  return (
    <main id="main" className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t(`content.cardCheck.${kind}.title`)}</h1>
        <p className={styles.lead}>{t(`content.cardCheck.${kind}.lead`)}</p>
      </header>
      <CardCheckForm kind={kind} language={language} />
    </main>
  );
}

function CardCheckForm({ kind, language }: { kind: CheckKind; language: Language }) {
  const { t } = useTranslation();
  const captcha = useCaptcha();
  const [code, setCode] = useState('');
  const [pin, setPin] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [captchaFailed, setCaptchaFailed] = useState(false);
  const [submitted, setSubmitted] = useState<Submitted | null>(null);
  const voucher = useVoucherCheck(
    language,
    submitted?.kind === 'voucher' ? { params: submitted.params, headers: submitted.headers } : null,
  );
  const giftCard = useGiftCardCheck(
    language,
    submitted?.kind === 'giftCard' ? { params: submitted.params, headers: submitted.headers } : null,
  );
  const check = kind === 'voucher' ? voucher : giftCard;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const params = kind === 'voucher' ? { code: code.trim() } : { a: code.trim(), b: pin.trim() };
    const valid = (kind === 'voucher' ? voucherParams : giftCardParams).safeParse(params).success;
    setInvalid(!valid);
    if (!valid) return;
    const token = await captcha.solve();
    setCaptchaFailed(token === null);
    if (token === null) return;
    const headers = { 'X-Recaptcha-Response': token };
    const same = submitted !== null && JSON.stringify(submitted.params) === JSON.stringify(params);
    setSubmitted(
      kind === 'voucher'
        ? { kind, params: { code: code.trim() }, headers }
        : { kind, params: { a: code.trim(), b: pin.trim() }, headers },
    );
    // The same code again: the cache holds its answer under the same key, so ask the API afresh.
    if (same) check.retry();
  }

  const pending = submitted !== null && check.isLoading;
  const failed = submitted !== null && !check.isLoading && (check.error !== undefined || check.data === null);

  return (
    <div className={styles.section}>
      <form className={own.form} onSubmit={onSubmit} noValidate aria-label={t(`content.cardCheck.${kind}.title`)}>
        <TextField
          label={t(`content.cardCheck.${kind}.code`)}
          description={t(`content.cardCheck.${kind}.codeHint`)}
          value={code}
          onChange={setCode}
          name="code"
          autoComplete="off"
          isRequired
          isInvalid={invalid}
          errorMessage={t(`content.cardCheck.${kind}.invalid`)}
        />
        {kind === 'giftCard' ? (
          <TextField
            label={t('content.cardCheck.giftCard.pin')}
            value={pin}
            onChange={setPin}
            name="pin"
            autoComplete="off"
            inputMode="numeric"
            isRequired
            isInvalid={invalid}
            errorMessage={t('content.cardCheck.giftCard.invalid')}
          />
        ) : null}
        <div className={styles.actions}>
          {/* Not the Button's isPending: its announcement leaves label-less role="img" nodes behind (axe role-img-alt). */}
          <Button type="submit" isDisabled={pending}>
            {t('content.cardCheck.submit')}
          </Button>
        </div>
      </form>
      <div role="status" className={own.result}>
        {pending ? <p className={styles.statusText}>{t('content.cardCheck.pending')}</p> : null}
        {check.data && !pending ? <CardResult card={check.data} kind={kind} /> : null}
      </div>
      <div role="alert" className={own.result}>
        {captchaFailed ? (
          <AlertBanner
            level="warning"
            levelLabel={t('content.cardCheck.warning')}
            title={t('content.cardCheck.captchaFailed')}
          />
        ) : failed ? (
          <AlertBanner
            level="warning"
            levelLabel={t('content.cardCheck.warning')}
            title={check.error !== undefined ? t('content.cardCheck.failed') : t(`content.cardCheck.${kind}.noCard`)}
          />
        ) : null}
      </div>
    </div>
  );
}

function CardResult({ card, kind }: { card: unknown; kind: CheckKind }) {
  const { t } = useTranslation();
  const format = useFormat();
  const facts = cardFacts(card);
  const expires = format.date(facts.expiresOn);
  const rows = [
    facts.code ? { term: t('content.cardCheck.facts.code'), value: facts.code } : null,
    facts.seats !== null ? { term: t('content.cardCheck.facts.seats'), value: String(facts.seats) } : null,
    facts.balance
      ? {
          term: t('content.cardCheck.facts.balance'),
          value: format.price(facts.balance.amount, facts.balance.currency),
        }
      : null,
    expires ? { term: t('content.cardCheck.facts.expiresOn'), value: expires } : null,
  ].filter((row): row is { term: string; value: string } => row !== null);
  return (
    <section className={own.card} aria-labelledby="card-check-result">
      <h2 id="card-check-result" className={styles.sectionTitle}>
        {t(`content.cardCheck.${kind}.valid`)}
      </h2>
      {rows.length > 0 ? (
        <dl className={own.facts}>
          {rows.map((row) => (
            <div key={row.term} className={own.fact}>
              <dt>{row.term}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </section>
  );
}

export const cardCheckPage: PageDefinition = {
  Component: CardCheckPage,
  calls: () => [],
  seo: ({ target }, _answer, t) => {
    const kind = kindOf(target.kind);
    return { title: t(`content.cardCheck.${kind}.title`), description: t(`content.cardCheck.${kind}.lead`) };
  },
};
