import type { Language } from '@marquee/data';
import type { FieldProblem } from '../accounts.ts';

/**
 * Every word the provider's pages and mails show, in the four languages (ARCHITECTURE "Every
 * user-facing string ... fr, en, de and nl"). A typed table rather than i18next: the pages are
 * rendered once on the server, and the compiler proves every language has every key.
 */
export interface Messages {
  brand: string;
  problemTitle: string;
  fields: { email: string; password: string; givenName: string; familyName: string };
  passwordHint: (min: number) => string;
  problems: Record<FieldProblem, string>;
  signIn: {
    title: string;
    submit: string;
    noAccount: string;
    createAccount: string;
    cancel: string;
    wrongCredentials: string;
  };
  tooManyAttempts: (minutes: number) => string;
  signUp: { title: string; intro: string; submit: string; haveAccount: string; emailTaken: string };
  verify: {
    title: string;
    sent: string;
    /** Said in the site's forced frame: the member is signed in, the site waits for the address. */
    required: string;
    resendLegend: string;
    resend: string;
    resent: string;
    /** The way back to the site once the link is opened (the site checks again). */
    continue: string;
  };
  verified: { title: string; done: string; failed: string; next: string };
  signOut: { title: string; question: string; confirm: string; stay: string; doneTitle: string; done: string };
  error: { title: string; intro: string; code: string };
  inbox: { title: string; intro: string; empty: string; to: string; subject: string; sentAt: string; open: string };
  mail: { verifySubject: string; verifyText: (givenName: string, link: string) => string };
}

export const messages: Record<Language, Messages> = {
  en: {
    brand: 'Marquee',
    problemTitle: 'There is a problem',
    fields: { email: 'E-mail address', password: 'Password', givenName: 'First name', familyName: 'Last name' },
    passwordHint: (min) => `At least ${min} characters.`,
    problems: {
      required: 'Fill in this field.',
      email: 'Enter an e-mail address such as name@example.com.',
      passwordTooShort: 'The password is too short.',
      passwordTooLong: 'The password is too long.',
      nameTooLong: 'Keep it under 100 characters.',
    },
    signIn: {
      title: 'Sign in',
      submit: 'Sign in',
      noAccount: 'No account yet?',
      createAccount: 'Create an account',
      cancel: 'Back to the site',
      wrongCredentials: 'The e-mail address or the password is wrong.',
    },
    tooManyAttempts: (minutes) => `Too many attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
    signUp: {
      title: 'Create your account',
      intro: 'Save your favourite cinemas, your wishlist and your emotions on every device.',
      submit: 'Create my account',
      haveAccount: 'I already have an account',
      emailTaken: 'An account already uses this e-mail address. Sign in instead.',
    },
    verify: {
      title: 'Confirm your e-mail address',
      sent: 'We sent you a link. Open it to confirm your address; it works for 24 hours.',
      required: 'Your account is waiting for this address to be confirmed.',
      resendLegend: 'No message?',
      resend: 'Send a new link',
      resent: 'If an account uses this address and is not confirmed yet, a new link is on its way.',
      continue: 'I have confirmed my address: continue',
    },
    verified: {
      title: 'E-mail address',
      done: 'Your e-mail address is confirmed.',
      failed: 'This link has expired or was already used.',
      next: 'Go back to the site to sign in or to continue.',
    },
    signOut: {
      title: 'Sign out',
      question: 'Do you want to sign out?',
      confirm: 'Sign out',
      stay: 'Stay signed in',
      doneTitle: 'Signed out',
      done: 'You are signed out.',
    },
    error: { title: 'Something went wrong', intro: 'The sign-in could not go on.', code: 'Error code' },
    inbox: {
      title: 'Development inbox',
      intro: 'The messages the provider would have sent. This page exists only in development.',
      empty: 'No message yet.',
      to: 'To',
      subject: 'Subject',
      sentAt: 'Sent',
      open: 'Open the link',
    },
    mail: {
      verifySubject: 'Confirm your e-mail address',
      verifyText: (givenName, link) =>
        `Hello ${givenName},\n\nOpen this link to confirm your e-mail address:\n${link}\n\nThe link works for 24 hours.`,
    },
  },
  fr: {
    brand: 'Marquee',
    problemTitle: 'Il y a un problème',
    fields: { email: 'Adresse e-mail', password: 'Mot de passe', givenName: 'Prénom', familyName: 'Nom' },
    passwordHint: (min) => `Au moins ${min} caractères.`,
    problems: {
      required: 'Remplissez ce champ.',
      email: 'Saisissez une adresse e-mail comme nom@exemple.fr.',
      passwordTooShort: 'Le mot de passe est trop court.',
      passwordTooLong: 'Le mot de passe est trop long.',
      nameTooLong: 'Moins de 100 caractères, s’il vous plaît.',
    },
    signIn: {
      title: 'Se connecter',
      submit: 'Se connecter',
      noAccount: 'Pas encore de compte ?',
      createAccount: 'Créer un compte',
      cancel: 'Retour au site',
      wrongCredentials: 'L’adresse e-mail ou le mot de passe est incorrect.',
    },
    tooManyAttempts: (minutes) =>
      `Trop de tentatives. Réessayez dans ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
    signUp: {
      title: 'Créez votre compte',
      intro: 'Retrouvez vos cinémas favoris, vos envies et vos émotions sur tous vos appareils.',
      submit: 'Créer mon compte',
      haveAccount: 'J’ai déjà un compte',
      emailTaken: 'Un compte utilise déjà cette adresse e-mail. Connectez-vous.',
    },
    verify: {
      title: 'Confirmez votre adresse e-mail',
      sent: 'Nous vous avons envoyé un lien. Ouvrez-le pour confirmer votre adresse ; il est valable 24 heures.',
      required: 'Votre compte attend la confirmation de cette adresse.',
      resendLegend: 'Pas de message ?',
      resend: 'Envoyer un nouveau lien',
      resent: 'Si un compte non confirmé utilise cette adresse, un nouveau lien est en route.',
      continue: 'J’ai confirmé mon adresse : continuer',
    },
    verified: {
      title: 'Adresse e-mail',
      done: 'Votre adresse e-mail est confirmée.',
      failed: 'Ce lien a expiré ou a déjà servi.',
      next: 'Revenez sur le site pour vous connecter ou continuer.',
    },
    signOut: {
      title: 'Se déconnecter',
      question: 'Voulez-vous vous déconnecter ?',
      confirm: 'Se déconnecter',
      stay: 'Rester connecté',
      doneTitle: 'Déconnecté',
      done: 'Vous êtes déconnecté.',
    },
    error: { title: 'Une erreur est survenue', intro: 'La connexion n’a pas pu continuer.', code: 'Code d’erreur' },
    inbox: {
      title: 'Boîte de réception de développement',
      intro: 'Les messages que le fournisseur aurait envoyés. Cette page n’existe qu’en développement.',
      empty: 'Aucun message pour l’instant.',
      to: 'À',
      subject: 'Objet',
      sentAt: 'Envoyé',
      open: 'Ouvrir le lien',
    },
    mail: {
      verifySubject: 'Confirmez votre adresse e-mail',
      verifyText: (givenName, link) =>
        `Bonjour ${givenName},\n\nOuvrez ce lien pour confirmer votre adresse e-mail :\n${link}\n\nLe lien est valable 24 heures.`,
    },
  },
  de: {
    brand: 'Marquee',
    problemTitle: 'Es gibt ein Problem',
    fields: { email: 'E-Mail-Adresse', password: 'Passwort', givenName: 'Vorname', familyName: 'Nachname' },
    passwordHint: (min) => `Mindestens ${min} Zeichen.`,
    problems: {
      required: 'Füllen Sie dieses Feld aus.',
      email: 'Geben Sie eine E-Mail-Adresse wie name@beispiel.ch ein.',
      passwordTooShort: 'Das Passwort ist zu kurz.',
      passwordTooLong: 'Das Passwort ist zu lang.',
      nameTooLong: 'Bitte weniger als 100 Zeichen.',
    },
    signIn: {
      title: 'Anmelden',
      submit: 'Anmelden',
      noAccount: 'Noch kein Konto?',
      createAccount: 'Konto erstellen',
      cancel: 'Zurück zur Website',
      wrongCredentials: 'Die E-Mail-Adresse oder das Passwort ist falsch.',
    },
    tooManyAttempts: (minutes) =>
      `Zu viele Versuche. Versuchen Sie es in ${minutes} ${minutes === 1 ? 'Minute' : 'Minuten'} erneut.`,
    signUp: {
      title: 'Erstellen Sie Ihr Konto',
      intro: 'Ihre Lieblingskinos, Ihre Merkliste und Ihre Emotionen auf allen Geräten.',
      submit: 'Mein Konto erstellen',
      haveAccount: 'Ich habe schon ein Konto',
      emailTaken: 'Ein Konto nutzt diese E-Mail-Adresse bereits. Melden Sie sich an.',
    },
    verify: {
      title: 'Bestätigen Sie Ihre E-Mail-Adresse',
      sent: 'Wir haben Ihnen einen Link geschickt. Öffnen Sie ihn, um Ihre Adresse zu bestätigen; er gilt 24 Stunden.',
      required: 'Ihr Konto wartet auf die Bestätigung dieser Adresse.',
      resendLegend: 'Keine Nachricht?',
      resend: 'Neuen Link senden',
      resent: 'Wenn ein unbestätigtes Konto diese Adresse nutzt, ist ein neuer Link unterwegs.',
      continue: 'Ich habe meine Adresse bestätigt: weiter',
    },
    verified: {
      title: 'E-Mail-Adresse',
      done: 'Ihre E-Mail-Adresse ist bestätigt.',
      failed: 'Dieser Link ist abgelaufen oder wurde schon benutzt.',
      next: 'Kehren Sie zur Website zurück, um sich anzumelden oder fortzufahren.',
    },
    signOut: {
      title: 'Abmelden',
      question: 'Möchten Sie sich abmelden?',
      confirm: 'Abmelden',
      stay: 'Angemeldet bleiben',
      doneTitle: 'Abgemeldet',
      done: 'Sie sind abgemeldet.',
    },
    error: {
      title: 'Etwas ist schiefgelaufen',
      intro: 'Die Anmeldung konnte nicht fortgesetzt werden.',
      code: 'Fehlercode',
    },
    inbox: {
      title: 'Entwicklungs-Posteingang',
      intro: 'Die Nachrichten, die der Anbieter gesendet hätte. Diese Seite gibt es nur in der Entwicklung.',
      empty: 'Noch keine Nachricht.',
      to: 'An',
      subject: 'Betreff',
      sentAt: 'Gesendet',
      open: 'Link öffnen',
    },
    mail: {
      verifySubject: 'Bestätigen Sie Ihre E-Mail-Adresse',
      verifyText: (givenName, link) =>
        `Hallo ${givenName},\n\nÖffnen Sie diesen Link, um Ihre E-Mail-Adresse zu bestätigen:\n${link}\n\nDer Link gilt 24 Stunden.`,
    },
  },
  nl: {
    brand: 'Marquee',
    problemTitle: 'Er is een probleem',
    fields: { email: 'E-mailadres', password: 'Wachtwoord', givenName: 'Voornaam', familyName: 'Achternaam' },
    passwordHint: (min) => `Minstens ${min} tekens.`,
    problems: {
      required: 'Vul dit veld in.',
      email: 'Vul een e-mailadres in, zoals naam@voorbeeld.nl.',
      passwordTooShort: 'Het wachtwoord is te kort.',
      passwordTooLong: 'Het wachtwoord is te lang.',
      nameTooLong: 'Graag minder dan 100 tekens.',
    },
    signIn: {
      title: 'Inloggen',
      submit: 'Inloggen',
      noAccount: 'Nog geen account?',
      createAccount: 'Account aanmaken',
      cancel: 'Terug naar de site',
      wrongCredentials: 'Het e-mailadres of het wachtwoord klopt niet.',
    },
    tooManyAttempts: (minutes) =>
      `Te veel pogingen. Probeer het over ${minutes} ${minutes === 1 ? 'minuut' : 'minuten'} opnieuw.`,
    signUp: {
      title: 'Maak je account aan',
      intro: 'Je favoriete bioscopen, je verlanglijst en je emoties op al je apparaten.',
      submit: 'Mijn account aanmaken',
      haveAccount: 'Ik heb al een account',
      emailTaken: 'Er is al een account met dit e-mailadres. Log in.',
    },
    verify: {
      title: 'Bevestig je e-mailadres',
      sent: 'We hebben je een link gestuurd. Open die om je adres te bevestigen; hij werkt 24 uur.',
      required: 'Je account wacht op de bevestiging van dit adres.',
      resendLegend: 'Geen bericht?',
      resend: 'Stuur een nieuwe link',
      resent: 'Als een onbevestigd account dit adres gebruikt, is er een nieuwe link onderweg.',
      continue: 'Ik heb mijn adres bevestigd: doorgaan',
    },
    verified: {
      title: 'E-mailadres',
      done: 'Je e-mailadres is bevestigd.',
      failed: 'Deze link is verlopen of al gebruikt.',
      next: 'Ga terug naar de site om in te loggen of verder te gaan.',
    },
    signOut: {
      title: 'Uitloggen',
      question: 'Wil je uitloggen?',
      confirm: 'Uitloggen',
      stay: 'Ingelogd blijven',
      doneTitle: 'Uitgelogd',
      done: 'Je bent uitgelogd.',
    },
    error: { title: 'Er ging iets mis', intro: 'Het inloggen kon niet verder.', code: 'Foutcode' },
    inbox: {
      title: 'Ontwikkelingsinbox',
      intro: 'De berichten die de provider zou hebben verstuurd. Deze pagina bestaat alleen in ontwikkeling.',
      empty: 'Nog geen bericht.',
      to: 'Aan',
      subject: 'Onderwerp',
      sentAt: 'Verzonden',
      open: 'Open de link',
    },
    mail: {
      verifySubject: 'Bevestig je e-mailadres',
      verifyText: (givenName, link) =>
        `Hallo ${givenName},\n\nOpen deze link om je e-mailadres te bevestigen:\n${link}\n\nDe link werkt 24 uur.`,
    },
  },
};
