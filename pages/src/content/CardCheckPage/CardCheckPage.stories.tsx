import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { defaultFeatures } from '@marquee/data';
import { withPage } from '../../storybook/withPage.tsx';
import { pageOf } from '../../storybook/pageOf.ts';
import type { SwrParameters } from '../../storybook/withSwr.tsx';
import { browserCallKey, storyContext } from '../fixtures/fallback.ts';
import giftCardUnknown from '../fixtures/gift-card-unknown.fr.json' with { type: 'json' };
import giftCardValid from '../fixtures/gift-card-valid.fr.json' with { type: 'json' };
import voucherExpired from '../fixtures/voucher-expired.fr.json' with { type: 'json' };
import voucherValid from '../fixtures/voucher-valid.fr.json' with { type: 'json' };
import { CardCheckPage, cardCheckPage } from './CardCheckPage.tsx';
import { type StoryText, labelled, storyText } from '../../storybook/storyText.ts';

/** The checks are switched off on fr by default (member-and-shell.txt §9): the stories switch them on. */
const features = { ...defaultFeatures('fr'), voucherCheckerEnabled: true, giftCardEnabled: true };
const voucher = { ...storyContext('VoucherChecker'), features };
const giftCard = { ...storyContext('GiftCard'), features };

const voucherKey = (code: string) => browserCallKey('voucher', 'fr', { params: { code } });
const giftCardKey = (a: string, b: string) => browserCallKey('giftCard', 'fr', { params: { a, b } });

const meta = {
  title: 'Pages/Content/Voucher and gift card',
  component: CardCheckPage,
  decorators: [withPage],
  parameters: { layout: 'fullscreen', page: cardCheckPage },
  args: voucher,
} satisfies Meta<typeof CardCheckPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const swr = (value: SwrParameters) => ({ swr: value });

const answers = swr({
  fallback: {
    [voucherKey('FR-VALID-0001')]: voucherValid,
    [voucherKey('FR-EXPIRED-0002')]: voucherExpired,
    [giftCardKey('6048000000000001', '1234')]: giftCardValid,
    [giftCardKey('6048000000000001', '9999')]: giftCardUnknown,
  },
});

async function checkVoucher(canvasElement: HTMLElement, t: StoryText, code: string) {
  const canvas = within(pageOf(canvasElement));
  await userEvent.type(canvas.getByRole('textbox', { name: labelled(t('content.cardCheck.voucher.code')) }), code);
  await userEvent.click(canvas.getByRole('button', { name: t('content.cardCheck.submit') }));
  return canvas;
}

export const VoucherForm: Story = {
  parameters: answers,
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(pageOf(canvasElement));
    await expect(canvas.getByRole('heading', { level: 1, name: t('content.cardCheck.voucher.title') })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: labelled(t('content.cardCheck.voucher.code')) })).toHaveValue('');
    await expect(canvas.queryByRole('heading', { level: 2 })).toBeNull();
  },
};

/** A valid code: result code 0 gives the card (catalogue.txt §5). */
export const ValidVoucher: Story = {
  parameters: answers,
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await checkVoucher(canvasElement, t, 'FR-VALID-0001');
    await expect(
      await canvas.findByRole('heading', { level: 2, name: t('content.cardCheck.voucher.valid') }),
    ).toBeVisible();
    await expect(canvas.getByText(t('content.cardCheck.facts.seats'))).toBeVisible();
    await expect(canvas.getByText('09/06/2027')).toBeVisible();
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();
  },
};

/** An expired code: a non-zero result code gives no card, and a warning alert says so (member-and-shell.txt §8). */
export const InvalidVoucher: Story = {
  parameters: answers,
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await checkVoucher(canvasElement, t, 'FR-EXPIRED-0002');
    const alert = canvas.getByRole('alert');
    await expect(await within(alert).findByText(t('content.cardCheck.voucher.noCard'))).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 2 })).toBeNull();
  },
};

/** A code the API would refuse is caught in the form: no call, the field says why. */
export const MalformedCode: Story = {
  parameters: answers,
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await checkVoucher(canvasElement, t, 'FR VALID 0001 !');
    const field = canvas.getByRole('textbox', { name: labelled(t('content.cardCheck.voucher.code')) });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText(t('content.cardCheck.voucher.invalid'))).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 2 })).toBeNull();
  },
};

/** The check fails (network or captcha refused): a warning alert. */
export const CheckFailed: Story = {
  parameters: swr({ mode: 'error' }),
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await checkVoucher(canvasElement, t, 'FR-VALID-0001');
    const alert = canvas.getByRole('alert');
    await expect(await within(alert).findByText(t('content.cardCheck.failed'))).toBeVisible();
  },
};

export const Checking: Story = {
  parameters: swr({ mode: 'loading' }),
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await checkVoucher(canvasElement, t, 'FR-VALID-0001');
    await expect(await canvas.findByText(t('content.cardCheck.pending'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('content.cardCheck.submit') })).toBeDisabled();
  },
};

async function checkGiftCard(canvasElement: HTMLElement, t: StoryText, number: string, pin: string) {
  const canvas = within(pageOf(canvasElement));
  await userEvent.type(canvas.getByRole('textbox', { name: labelled(t('content.cardCheck.giftCard.code')) }), number);
  await userEvent.type(canvas.getByRole('textbox', { name: labelled(t('content.cardCheck.giftCard.pin')) }), pin);
  await userEvent.click(canvas.getByRole('button', { name: t('content.cardCheck.submit') }));
  return canvas;
}

export const ValidGiftCard: Story = {
  args: giftCard,
  parameters: answers,
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await checkGiftCard(canvasElement, t, '6048000000000001', '1234');
    await expect(
      await canvas.findByRole('heading', { level: 2, name: t('content.cardCheck.giftCard.valid') }),
    ).toBeVisible();
    await expect(canvas.getByText('50,00 €')).toBeVisible();
  },
};

export const InvalidGiftCard: Story = {
  args: giftCard,
  parameters: answers,
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = await checkGiftCard(canvasElement, t, '6048000000000001', '9999');
    await expect(
      await within(canvas.getByRole('alert')).findByText(t('content.cardCheck.giftCard.noCard')),
    ).toBeVisible();
  },
};
