import { defineEmailTemplate } from '../email-template';

export const registrationConfirmation = defineEmailTemplate<{
  username: string;
  link: string;
  hours: string;
}>({
  name: 'registration-confirmation',
  params: ['username', 'link', 'hours'],
  link: 'link',
  texts: {
    en: {
      subject: 'Confirm your e-mail address',
      body: [
        'Hello {username},',
        'Thank you for signing up. Please confirm your e-mail address with the link below. It is valid for {hours} hours and can be used once.',
      ],
      action: 'Confirm my e-mail address',
    },
    es: {
      subject: 'Confirma tu dirección de correo electrónico',
      body: [
        'Hola {username}:',
        'Gracias por registrarte. Confirma tu dirección de correo electrónico con el enlace de abajo. Es válido durante {hours} horas y solo puede usarse una vez.',
      ],
      action: 'Confirmar mi correo electrónico',
    },
    de: {
      subject: 'Bestätige deine E-Mail-Adresse',
      body: [
        'Hallo {username},',
        'danke für deine Anmeldung. Bitte bestätige deine E-Mail-Adresse über den Link unten. Er ist {hours} Stunden gültig und nur einmal verwendbar.',
      ],
      action: 'E-Mail-Adresse bestätigen',
    },
    fr: {
      subject: 'Confirmez votre adresse e-mail',
      body: [
        'Bonjour {username},',
        'Merci pour votre inscription. Veuillez confirmer votre adresse e-mail avec le lien ci-dessous. Il est valable {hours} heures et ne peut servir qu’une fois.',
      ],
      action: 'Confirmer mon adresse e-mail',
    },
    pt: {
      subject: 'Confirme o seu endereço de e-mail',
      body: [
        'Olá {username},',
        'Obrigado pelo seu registo. Confirme o seu endereço de e-mail com a ligação abaixo. É válida durante {hours} horas e só pode ser usada uma vez.',
      ],
      action: 'Confirmar o meu e-mail',
    },
    no: {
      subject: 'Bekreft e-postadressen din',
      body: [
        'Hei {username},',
        'Takk for at du registrerte deg. Bekreft e-postadressen din med lenken nedenfor. Den er gyldig i {hours} timer og kan bare brukes én gang.',
      ],
      action: 'Bekreft e-postadressen min',
    },
  },
});
