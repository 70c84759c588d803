import { defineEmailTemplate } from '../email-template';

/** A contact-form message, forwarded to the skin's support address (answer by replying to {email}). */
export const contactSupport = defineEmailTemplate<{
  name: string;
  email: string;
  message: string;
  id: string;
}>({
  name: 'contact-support',
  params: ['name', 'email', 'message', 'id'],
  texts: {
    en: {
      subject: 'Contact form: message from {name}',
      body: [
        '{name} <{email}> wrote through the contact form (reference {id}):',
        '{message}',
        'Answer to {email}.',
      ],
    },
    es: {
      subject: 'Formulario de contacto: mensaje de {name}',
      body: [
        '{name} <{email}> escribió mediante el formulario de contacto (referencia {id}):',
        '{message}',
        'Responde a {email}.',
      ],
    },
    de: {
      subject: 'Kontaktformular: Nachricht von {name}',
      body: [
        '{name} <{email}> hat über das Kontaktformular geschrieben (Referenz {id}):',
        '{message}',
        'Antworte an {email}.',
      ],
    },
    fr: {
      subject: 'Formulaire de contact : message de {name}',
      body: [
        '{name} <{email}> a écrit via le formulaire de contact (référence {id}) :',
        '{message}',
        'Répondre à {email}.',
      ],
    },
    pt: {
      subject: 'Formulário de contacto: mensagem de {name}',
      body: [
        '{name} <{email}> escreveu pelo formulário de contacto (referência {id}):',
        '{message}',
        'Responda para {email}.',
      ],
    },
    no: {
      subject: 'Kontaktskjema: melding fra {name}',
      body: [
        '{name} <{email}> skrev via kontaktskjemaet (referanse {id}):',
        '{message}',
        'Svar til {email}.',
      ],
    },
  },
});
