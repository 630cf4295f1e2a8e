import { html, raw } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import type { FieldProblem } from '../accounts.ts';
import { passwordLength } from '../accounts.ts';
import { messages, type Messages } from './messages.ts';
import type { Presentation } from './presentation.ts';
import { stylesheetPath } from './styles.ts';

/**
 * The provider's pages: plain server-rendered HTML forms, no script (the CSP allows none).
 * Accessibility without script: every input has a label; a field's error and hint are linked to
 * it with aria-describedby and aria-invalid; the first field in error gets `autofocus`, so the
 * page opens on it and a screen reader reads its label and error; a form-level problem is a
 * focusable summary that takes the focus instead. Forms use `novalidate`: the server's messages,
 * translated, are the only ones.
 */

type Html = HtmlEscapedString;
// Every template here is synchronous; hono's type also allows a promise.
const sync = (value: ReturnType<typeof html>) => value as Html;

export interface Page {
  presentation: Presentation;
  title: string;
  /** "Error: " is said first in the title when the page shows a problem (GOV.UK's pattern). */
  hasProblem?: boolean;
  wide?: boolean;
  body: Html;
}

export function layout({ presentation, title, hasProblem, wide, body }: Page): string {
  const p = messages[presentation.language];
  const errorPrefix = hasProblem ? `${p.problemTitle}: ` : '';
  return String(
    html`<!doctype html>
      <html lang="${presentation.language}" class="theme-${presentation.theme}${presentation.framed ? ' framed' : ''}">
        <head>
          <meta charset="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <title>${errorPrefix}${title} – ${p.brand}</title>
          <link rel="stylesheet" href="${presentation.mount}${stylesheetPath}" />
        </head>
        <body>
          <header class="brand">${p.brand}</header>
          <main>
            <div class="${wide ? 'card wide' : 'card'}">${body}</div>
          </main>
        </body>
      </html>`,
  );
}

// ------------------------------------------------------------------ forms

export interface FieldSpec {
  name: string;
  label: string;
  type: 'email' | 'password' | 'text';
  autocomplete: string;
  value?: string;
  hint?: string;
  problem?: string;
  autofocus?: boolean;
}

const fieldId = (name: string) => `field-${name}`;

export function field({ name, label, type, autocomplete, value, hint, problem, autofocus }: FieldSpec): Html {
  const id = fieldId(name);
  const describedBy = [hint ? `${id}-hint` : null, problem ? `${id}-error` : null].filter(Boolean).join(' ');
  return sync(
    html`<div class="field">
      <label for="${id}">${label}</label>
      ${hint ? html`<span class="hint" id="${id}-hint">${hint}</span>` : ''}
      ${problem ? html`<p class="field-error" id="${id}-error">${problem}</p>` : ''}
      <input
        id="${id}"
        name="${name}"
        type="${type}"
        autocomplete="${autocomplete}"
        ${value !== undefined && type !== 'password' ? html` value="${value}"` : ''}${describedBy ? html` aria-describedby="${describedBy}"` : ''}${problem ? raw(' aria-invalid="true"') : ''}${autofocus ? raw(' autofocus') : ''}
      />
    </div>`,
  );
}

/** The list of problems at the top of a form, each a link to its field; focused when no field is. */
export function problemSummary(
  p: Messages,
  problems: { field?: string; message: string }[],
  { focus }: { focus: boolean },
): Html | '' {
  if (!problems.length) return '';
  return sync(
    html`<div
      id="problem-summary"
      class="summary"
      role="alert"
      aria-labelledby="problem-title"
      ${focus ? raw(' tabindex="-1" autofocus') : ''}
    >
      <h2 id="problem-title">${p.problemTitle}</h2>
      <ul>
        ${problems.map(({ field: name, message }) => html`<li>${name ? html`<a href="#${fieldId(name)}">${message}</a>` : message}</li>`)}
      </ul>
    </div>`,
  );
}

const hiddenInputs = (values: Record<string, string | undefined>) =>
  Object.entries(values).map(([name, value]) =>
    value === undefined ? '' : html`<input type="hidden" name="${name}" value="${value}" />`,
  );

// ------------------------------------------------------------------ sign-in

export interface SignInView {
  presentation: Presentation;
  action: string;
  email?: string;
  /** Wrong e-mail or password: said on the password field, which takes the focus. */
  wrongCredentials?: boolean;
  problems?: { email?: FieldProblem; password?: FieldProblem };
  /** A problem of the whole form (too many attempts). */
  formProblem?: string;
  signUpHref: string;
  cancelHref: string;
}

export function signInPage(view: SignInView): string {
  const p = messages[view.presentation.language];
  const emailProblem = view.problems?.email ? p.problems[view.problems.email] : undefined;
  const passwordProblem = view.problems?.password
    ? p.problems[view.problems.password]
    : view.wrongCredentials
      ? p.signIn.wrongCredentials
      : undefined;
  const listed = [
    ...(view.formProblem ? [{ message: view.formProblem }] : []),
    ...(emailProblem ? [{ field: 'email', message: emailProblem }] : []),
    ...(passwordProblem ? [{ field: 'password', message: passwordProblem }] : []),
  ];
  const focusField = view.formProblem ? null : emailProblem ? 'email' : passwordProblem ? 'password' : 'email';
  return layout({
    presentation: view.presentation,
    title: p.signIn.title,
    hasProblem: listed.length > 0,
    body: sync(
      html`<h1>${p.signIn.title}</h1>
        ${problemSummary(p, listed, { focus: Boolean(view.formProblem) })}
        <form method="post" action="${view.action}" novalidate>
          ${field({ name: 'email', label: p.fields.email, type: 'email', autocomplete: 'username', value: view.email ?? '', problem: emailProblem, autofocus: focusField === 'email' })}
          ${field({ name: 'password', label: p.fields.password, type: 'password', autocomplete: 'current-password', problem: passwordProblem, autofocus: focusField === 'password' })}
          <div class="actions"><button class="button primary" type="submit">${p.signIn.submit}</button></div>
        </form>
        <div class="links">
          <p>${p.signIn.noAccount} <a href="${view.signUpHref}">${p.signIn.createAccount}</a></p>
          <p><a href="${view.cancelHref}">${p.signIn.cancel}</a></p>
        </div>`,
    ),
  });
}

// ------------------------------------------------------------------ sign-up

export interface SignUpView {
  presentation: Presentation;
  action: string;
  values?: { email?: string; givenName?: string; familyName?: string };
  problems?: Partial<Record<'email' | 'password' | 'givenName' | 'familyName', FieldProblem>>;
  emailTaken?: boolean;
  formProblem?: string;
  /** Hidden fields that carry the presentation on standalone pages. */
  carry?: Record<string, string | undefined>;
  signInHref?: string;
}

export function signUpPage(view: SignUpView): string {
  const p = messages[view.presentation.language];
  const order = ['givenName', 'familyName', 'email', 'password'] as const;
  const problemOf = (name: (typeof order)[number]) =>
    view.problems?.[name]
      ? p.problems[view.problems[name]]
      : name === 'email' && view.emailTaken
        ? p.signUp.emailTaken
        : undefined;
  const listed = [
    ...(view.formProblem ? [{ message: view.formProblem }] : []),
    ...order.flatMap((name) => {
      const message = problemOf(name);
      return message ? [{ field: name, message }] : [];
    }),
  ];
  const firstInError = view.formProblem ? null : (order.find((name) => problemOf(name)) ?? null);
  const focus = (name: (typeof order)[number]) => firstInError === name || (!listed.length && name === 'givenName');
  return layout({
    presentation: view.presentation,
    title: p.signUp.title,
    hasProblem: listed.length > 0,
    body: sync(
      html`<h1>${p.signUp.title}</h1>
        <p class="muted">${p.signUp.intro}</p>
        ${problemSummary(p, listed, { focus: Boolean(view.formProblem) })}
        <form method="post" action="${view.action}" novalidate>
          ${hiddenInputs(view.carry ?? {})}
          ${field({ name: 'givenName', label: p.fields.givenName, type: 'text', autocomplete: 'given-name', value: view.values?.givenName ?? '', problem: problemOf('givenName'), autofocus: focus('givenName') })}
          ${field({ name: 'familyName', label: p.fields.familyName, type: 'text', autocomplete: 'family-name', value: view.values?.familyName ?? '', problem: problemOf('familyName'), autofocus: focus('familyName') })}
          ${field({ name: 'email', label: p.fields.email, type: 'email', autocomplete: 'email', value: view.values?.email ?? '', problem: problemOf('email'), autofocus: focus('email') })}
          ${field({ name: 'password', label: p.fields.password, type: 'password', autocomplete: 'new-password', hint: p.passwordHint(passwordLength.min), problem: problemOf('password'), autofocus: focus('password') })}
          <div class="actions"><button class="button primary" type="submit">${p.signUp.submit}</button></div>
        </form>
        ${
          view.signInHref
            ? html`<div class="links">
                <p><a href="${view.signInHref}">${p.signUp.haveAccount}</a></p>
              </div>`
            : ''
        }`,
    ),
  });
}

// ------------------------------------------------------------------ e-mail verification

export interface VerifyView {
  presentation: Presentation;
  /** A new link was asked for (said whatever the address, so it reveals no account). */
  resent: boolean;
  email?: string;
  resendAction: string;
  carry?: Record<string, string | undefined>;
  /**
   * The site's forced e-mail validation frame (member-and-shell.txt §4): the member is signed in
   * and the site waits for the address; once the link is opened, this address of the site's
   * (a local path, `return_to`) checks again.
   */
  continueHref?: string;
  emailProblem?: FieldProblem;
}

export function verifyPage(view: VerifyView): string {
  const p = messages[view.presentation.language];
  const emailProblem = view.emailProblem ? p.problems[view.emailProblem] : undefined;
  return layout({
    presentation: view.presentation,
    title: p.verify.title,
    hasProblem: Boolean(emailProblem),
    body: sync(
      html`<h1>${p.verify.title}</h1>
        ${view.resent ? html`<p class="notice" role="status">${p.verify.resent}</p>` : ''}
        ${view.continueHref ? html`<p><strong>${p.verify.required}</strong></p>` : ''}
        <p>${p.verify.sent}</p>
        ${
          view.continueHref
            ? html`<div class="actions">
                <a class="button primary" href="${view.continueHref}">${p.verify.continue}</a>
              </div>`
            : ''
        }
        ${problemSummary(p, emailProblem ? [{ field: 'email', message: emailProblem }] : [], { focus: false })}
        <form method="post" action="${view.resendAction}" novalidate>
          ${hiddenInputs(view.carry ?? {})}
          <fieldset>
            <legend>${p.verify.resendLegend}</legend>
            ${field({ name: 'email', label: p.fields.email, type: 'email', autocomplete: 'email', value: view.email ?? '', problem: emailProblem, autofocus: Boolean(emailProblem) })}
            <button class="button secondary" type="submit">${p.verify.resend}</button>
          </fieldset>
        </form>`,
    ),
  });
}

export function verifiedPage(presentation: Presentation, ok: boolean): string {
  const p = messages[presentation.language];
  return layout({
    presentation,
    title: p.verified.title,
    hasProblem: !ok,
    body: sync(
      html`<h1>${p.verified.title}</h1>
        ${ok ? html`<p class="notice" role="status">${p.verified.done}</p>` : html`<div class="summary" role="alert"><p>${p.verified.failed}</p></div>`}
        <p>${p.verified.next}</p>`,
    ),
  });
}

// ------------------------------------------------------------------ sign-out

/** `form` is oidc-provider's own (its action and anti-forgery field); the buttons submit it. */
export function signOutPage(presentation: Presentation, form: string): string {
  const p = messages[presentation.language];
  return layout({
    presentation,
    title: p.signOut.title,
    body: sync(
      html`<h1>${p.signOut.title}</h1>
        <p>${p.signOut.question}</p>
        ${raw(form)}
        <div class="actions">
          <button class="button primary" type="submit" form="op.logoutForm" name="logout" value="yes" autofocus>
            ${p.signOut.confirm}
          </button>
          <button class="button secondary" type="submit" form="op.logoutForm">${p.signOut.stay}</button>
        </div>`,
    ),
  });
}

export function signedOutPage(presentation: Presentation): string {
  const p = messages[presentation.language];
  return layout({
    presentation,
    title: p.signOut.doneTitle,
    body: sync(
      html`<h1>${p.signOut.doneTitle}</h1>
        <p class="notice" role="status">${p.signOut.done}</p>`,
    ),
  });
}

// ------------------------------------------------------------------ errors and the inbox

export function errorPage(presentation: Presentation, error: string, description?: string): string {
  const p = messages[presentation.language];
  return layout({
    presentation,
    title: p.error.title,
    hasProblem: true,
    body: sync(
      html`<h1>${p.error.title}</h1>
        <div class="summary" role="alert">
          <p>${p.error.intro}</p>
          ${description ? html`<p>${description}</p>` : ''}
          <p>${p.error.code}: <code>${error}</code></p>
        </div>`,
    ),
  });
}

export interface InboxMessage {
  to: string;
  subject: string;
  text: string;
  link: string | null;
  createdAt: Date;
}

export function inboxPage(presentation: Presentation, mails: InboxMessage[]): string {
  const p = messages[presentation.language];
  return layout({
    presentation,
    title: p.inbox.title,
    wide: true,
    body: sync(
      html`<h1>${p.inbox.title}</h1>
        <p class="muted">${p.inbox.intro}</p>
        ${
          mails.length
            ? html`<table>
                <thead>
                  <tr>
                    <th scope="col">${p.inbox.sentAt}</th>
                    <th scope="col">${p.inbox.to}</th>
                    <th scope="col">${p.inbox.subject}</th>
                  </tr>
                </thead>
                <tbody>
                  ${mails.map(
                    (mail) =>
                      html`<tr>
                        <td>
                          <time datetime="${mail.createdAt.toISOString()}"
                            >${mail.createdAt.toISOString().slice(0, 16).replace('T', ' ')} UTC</time
                          >
                        </td>
                        <td>${mail.to}</td>
                        <td>
                          <strong>${mail.subject}</strong>
                          <pre>${mail.text}</pre>
                          ${mail.link ? html`<p><a href="${mail.link}">${p.inbox.open}</a></p>` : ''}
                        </td>
                      </tr>`,
                  )}
                </tbody>
              </table>`
            : html`<p>${p.inbox.empty}</p>`
        }`,
    ),
  });
}
