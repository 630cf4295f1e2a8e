import { expect, within } from 'storybook/test';
import { signInAddress } from '@marquee/data';
import { memberFixture } from '../members/memberFixture.ts';
import { memberActions } from './member.tsx';
import { pageOf } from './pageOf.ts';
import { storyText } from './storyText.ts';

/**
 * The two states every member page shares before it shows a member anything (member-and-shell.txt
 * §6, decision 0037), for its stories: each story writes its own `play` (Storybook tags a play
 * function it reads in the story file, decision 0026) and calls these.
 */

/** A signed-out visitor on `path`: the provider's addresses come back to the page the visitor is on. */
export const signedOutOn = (path: string) =>
  memberFixture({ ...memberActions(), signInUrl: (returnTo = path) => signInAddress(returnTo) });

/** A visitor whose session has not answered yet. */
export const sessionUnknown = () => memberFixture(memberActions(), { status: 'unknown' });

/** member §6: signed out, the page says so and offers sign-in back to `path`. */
export async function expectSignInOffered(canvasElement: HTMLElement, globals: Record<string, unknown>, path: string) {
  const t = storyText(globals);
  const canvas = within(pageOf(canvasElement));
  await expect(canvas.getByRole('heading', { level: 1, name: t('Member.SignInRequired.title') })).toBeVisible();
  await expect(canvas.getByRole('link', { name: t('Member.SignInRequired.signIn') })).toHaveAttribute(
    'href',
    `/auth/sign-in?returnTo=${encodeURIComponent(path)}`,
  );
}

/** Before the session answers, as the server paints the page: its title (`titleKey`) and a polite loading status. */
export async function expectSessionLoading(
  canvasElement: HTMLElement,
  globals: Record<string, unknown>,
  titleKey: string,
) {
  const t = storyText(globals);
  const canvas = within(pageOf(canvasElement));
  await expect(canvas.getByRole('heading', { level: 1, name: t(titleKey) })).toBeVisible();
  await expect(canvas.getByRole('status')).toHaveTextContent(t('Member.Account.loading'));
}
