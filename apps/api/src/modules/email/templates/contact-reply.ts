import { defineEmailTemplate } from '../email-template';

/** Support's answer to a contact-form message, from the agents' console, in the sender's language. */
export const contactReply = defineEmailTemplate<{ name: string; answer: string; message: string }>({
  name: 'contact-reply',
  params: ['name', 'answer', 'message'],
  texts: {
    en: {
      subject: 'Our answer to your message',
      body: [
        'Hello {name},',
        '{answer}',
        'You wrote to us:',
        '{message}',
        'Reply through the contact form if you need anything else.',
      ],
    },
    es: {
      subject: 'Nuestra respuesta a tu mensaje',
      body: [
        'Hola {name}:',
        '{answer}',
        'Nos escribiste:',
        '{message}',
        'Si necesitas algo más, responde a través del formulario de contacto.',
      ],
    },
    de: {
      subject: 'Unsere Antwort auf deine Nachricht',
      body: [
        'Hallo {name},',
        '{answer}',
        'Du hast uns geschrieben:',
        '{message}',
        'Wenn du noch etwas brauchst, schreib uns über das Kontaktformular.',
      ],
    },
    fr: {
      subject: 'Notre réponse à votre message',
      body: [
        'Bonjour {name},',
        '{answer}',
        'Vous nous avez écrit :',
        '{message}',
        'Si vous avez besoin d’autre chose, répondez via le formulaire de contact.',
      ],
    },
    pt: {
      subject: 'A nossa resposta à sua mensagem',
      body: [
        'Olá {name},',
        '{answer}',
        'Escreveu-nos:',
        '{message}',
        'Se precisar de mais alguma coisa, responda através do formulário de contacto.',
      ],
    },
    no: {
      subject: 'Vårt svar på meldingen din',
      body: [
        'Hei {name},',
        '{answer}',
        'Du skrev til oss:',
        '{message}',
        'Trenger du noe mer, svar gjennom kontaktskjemaet.',
      ],
    },
  },
});
