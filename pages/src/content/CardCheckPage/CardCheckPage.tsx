import { useEffect, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { cardFacts, giftCardParams, voucherParams, type Language } from '@marquee/data';
import { useGiftCardCheck, useVoucherCheck } from '@marquee/data/hooks';
import { useFormat } from '../../i18n/formats.ts';
import { AlertBanner, Button, Popin, ScriptSwitch, TextField, usePopins, type PopinId } from '@marquee/design-system';
import type { PageContext, PageDefinition } from '../../page.ts';
import * as styles from '../shared/contentPage.css.ts';
import { useCaptcha, type CaptchaAction } from '../shared/captcha.ts';
import * as own from './CardCheckPage.css.ts';

type CheckKind = 'voucher' | 'giftCard';

type Submitted = { seq: number; headers: Record<string, string> } & (
  { kind: 'voucher'; params: { code: string } } | { kind: 'giftCard'; params: { a: string; b: string } }
);

const kindOf = (routeKind: string): CheckKind => (routeKind === 'GiftCard' ? 'giftCard' : 'voucher');

/** The reCAPTCHA action each check is reported under (decision 0059). */
const captchaActionOf = { voucher: 'voucher', giftCard: 'gift_card' } as const satisfies Record<
  CheckKind,
  CaptchaAction
>;

/** The pop-in each check shows its card in (member-and-shell.txt §2 modal ids "voucher checker, gift card"). */
const popinOf = { voucher: 'voucherChecker', giftCard: 'giftCard' } as const satisfies Record<CheckKind, PopinId>;

/**
 * The class the spec gives the check's warning (member-and-shell.txt §8 "Invalid voucher or failed
 * check | Warning alert with warning icon, class voucher-error-alert"): a stable hook, no style.
 */
export const voucherErrorAlertClass = 'voucher-error-alert';

/**
 * VoucherChecker and GiftCard (catalogue.txt §5, §7; member-and-shell.txt §4 "Voucher check:
 * success opens the voucher pop-in with the card; empty result or failure shows a warning
 * message"): a code form that sends a fresh captcha answer in X-Recaptcha-Response, then the card
 * in its pop-in or a warning alert. Without scripts there is no captcha answer, so no check: the
 * page says so instead of showing the form (decision 0059). Where the page's switch is off the site
 * has no such page (decision 0048): it is never rendered there.
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
  const { open } = usePopins();
  const [code, setCode] = useState('');
  const [pin, setPin] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [captchaFailed, setCaptchaFailed] = useState(false);
  const [solving, setSolving] = useState(false);
  const [rechecking, setRechecking] = useState(false);
  const [submitted, setSubmitted] = useState<Submitted | null>(null);
  const submitButton = useRef<Element | null>(null);
  const shownFor = useRef<number | null>(null);
  /** The codes whose answer the cache holds (SWR, keyed by address): checked again, they are asked afresh. */
  const answered = useRef(new Set<string>());
  const voucher = useVoucherCheck(
    language,
    submitted?.kind === 'voucher' ? { params: submitted.params, headers: submitted.headers } : null,
  );
  const giftCard = useGiftCardCheck(
    language,
    submitted?.kind === 'giftCard' ? { params: submitted.params, headers: submitted.headers } : null,
  );
  const check = kind === 'voucher' ? voucher : giftCard;
  const pending = solving || rechecking || (submitted !== null && check.isLoading);
  const failed = submitted !== null && !pending && (check.error !== undefined || check.data === null);
  // A failed re-check keeps the cache's earlier answer beside its error: no card then.
  const card = submitted !== null && !pending && check.error === undefined ? check.data : undefined;

  useEffect(() => {
    if (submitted !== null && !pending && check.data !== undefined) answered.current.add(paramsKey(submitted.params));
  }, [submitted, pending, check.data]);

  // Each successful check opens the pop-in once; closing it gives focus back to the submit button.
  useEffect(() => {
    if (submitted === null || card === undefined || card === null || shownFor.current === submitted.seq) return;
    shownFor.current = submitted.seq;
    open(popinOf[kind], { trigger: submitButton.current, data: card });
  }, [submitted, card, kind, open]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    submitButton.current = event.currentTarget.querySelector('[type="submit"]');
    const params = kind === 'voucher' ? { code: code.trim() } : { a: code.trim(), b: pin.trim() };
    const valid = (kind === 'voucher' ? voucherParams : giftCardParams).safeParse(params).success;
    setInvalid(!valid);
    if (!valid) return;
    // A fresh answer for every check: reCAPTCHA's tokens are single-use (decision 0059).
    setSolving(true);
    const token = await captcha.solve(captchaActionOf[kind]);
    setSolving(false);
    setCaptchaFailed(token === null);
    if (token === null) return;
    const headers = { 'X-Recaptcha-Response': token };
    const seq = (submitted?.seq ?? 0) + 1;
    const next: Submitted =
      kind === 'voucher'
        ? { seq, kind, params: { code: code.trim() }, headers }
        : { seq, kind, params: { a: code.trim(), b: pin.trim() }, headers };
    const key = paramsKey(params);
    // A new code: SWR asks the API as its key appears. The code on show, or one whose answer the
    // cache holds, is asked again with the new answer's header: committed first, so the reload's
    // request carries it, and the pop-in waits for the fresh answer.
    if ((submitted === null || paramsKey(submitted.params) !== key) && !answered.current.has(key)) {
      setSubmitted(next);
      return;
    }
    flushSync(() => {
      setRechecking(true);
      setSubmitted(next);
    });
    try {
      await check.reload();
    } finally {
      setRechecking(false);
    }
  }

  const warning = captchaFailed
    ? t('content.cardCheck.captchaFailed')
    : failed
      ? check.error !== undefined
        ? t('content.cardCheck.failed')
        : t(`content.cardCheck.${kind}.noCard`)
      : null;

  return (
    <div className={styles.section}>
      {/* No script, no captcha answer: the page says so instead of a form that would lose the code. */}
      <ScriptSwitch
        as="div"
        plain={<p className={styles.lead}>{t('content.cardCheck.noScript')}</p>}
        scripted={
          <form className={own.form} onSubmit={onSubmit} noValidate aria-label={t(`content.cardCheck.${kind}.title`)}>
            <TextField
              label={t(`content.cardCheck.${kind}.code`)}
              description={t(`content.cardCheck.${kind}.codeHint`)}
              value={code}
              onChange={(value) => {
                // The visitor starts typing: the captcha's script starts loading (once, on demand).
                captcha.warm();
                setCode(value);
              }}
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
        }
      />
      <div role="status" className={own.result}>
        {pending ? <p className={styles.statusText}>{t('content.cardCheck.pending')}</p> : null}
      </div>
      <div role="alert" className={own.result}>
        {warning ? (
          <div className={voucherErrorAlertClass}>
            {/* The warning level brings the warning icon. */}
            <AlertBanner level="warning" levelLabel={t('content.cardCheck.warning')} title={warning} />
          </div>
        ) : null}
      </div>
      <Popin id={popinOf[kind]} title={t(`content.cardCheck.${kind}.valid`)} closeLabel={t('shell.close')}>
        {(data) => <CardResult card={data} />}
      </Popin>
    </div>
  );
}

const paramsKey = (params: Submitted['params']) => JSON.stringify(params);

function CardResult({ card }: { card: unknown }) {
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
  if (rows.length === 0) return null;
  return (
    <dl className={own.facts}>
      {rows.map((row) => (
        <div key={row.term} className={own.fact}>
          <dt>{row.term}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
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
