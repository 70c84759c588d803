import { defineEmailTemplate } from '../email-template';

export const passwordReset = defineEmailTemplate<{ username: string; link: string; minutes: string }>({
  name: 'password-reset',
  params: ['username', 'link', 'minutes'],
  link: 'link',
  texts: {
    en: {
      subject: 'Reset your password',
      body: [
        'Hello {username},',
        'Someone asked to reset the password of your account. If it was you, choose a new password with the link below; it is valid for {minutes} minutes and can be used once.',
        'If it was not you, ignore this e-mail: your password stays as it is.',
      ],
      action: 'Choose a new password',
    },
    es: {
      subject: 'Restablece tu contraseña',
      body: [
        'Hola {username}:',
        'Alguien ha pedido restablecer la contraseña de tu cuenta. Si has sido tú, elige una nueva contraseña con el enlace de abajo; es válido durante {minutes} minutos y solo puede usarse una vez.',
        'Si no has sido tú, ignora este correo: tu contraseña no cambia.',
      ],
      action: 'Elegir una nueva contraseña',
    },
    de: {
      subject: 'Passwort zurücksetzen',
      body: [
        'Hallo {username},',
        'jemand hat angefordert, das Passwort deines Kontos zurückzusetzen. Wenn du das warst, wähle über den Link unten ein neues Passwort; er ist {minutes} Minuten gültig und nur einmal verwendbar.',
        'Wenn du das nicht warst, ignoriere diese E-Mail: Dein Passwort bleibt unverändert.',
      ],
      action: 'Neues Passwort wählen',
    },
    fr: {
      subject: 'Réinitialisez votre mot de passe',
      body: [
        'Bonjour {username},',
        'Quelqu’un a demandé la réinitialisation du mot de passe de votre compte. Si c’était vous, choisissez un nouveau mot de passe avec le lien ci-dessous ; il est valable {minutes} minutes et ne peut servir qu’une fois.',
        'Si ce n’était pas vous, ignorez cet e-mail : votre mot de passe reste inchangé.',
      ],
      action: 'Choisir un nouveau mot de passe',
    },
    pt: {
      subject: 'Redefina a sua palavra-passe',
      body: [
        'Olá {username},',
        'Alguém pediu para redefinir a palavra-passe da sua conta. Se foi você, escolha uma nova palavra-passe com a ligação abaixo; é válida durante {minutes} minutos e só pode ser usada uma vez.',
        'Se não foi você, ignore este e-mail: a sua palavra-passe mantém-se.',
      ],
      action: 'Escolher uma nova palavra-passe',
    },
    no: {
      subject: 'Tilbakestill passordet ditt',
      body: [
        'Hei {username},',
        'Noen har bedt om å tilbakestille passordet til kontoen din. Hvis det var deg, velger du et nytt passord med lenken nedenfor; den er gyldig i {minutes} minutter og kan bare brukes én gang.',
        'Hvis det ikke var deg, kan du se bort fra denne e-posten: passordet ditt forblir uendret.',
      ],
      action: 'Velg et nytt passord',
    },
  },
});
