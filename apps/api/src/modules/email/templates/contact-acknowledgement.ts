import { defineEmailTemplate } from '../email-template';

/** Sent to whoever used the contact form, in their language: we have the message and will answer. */
export const contactAcknowledgement = defineEmailTemplate<{ name: string; message: string; support: string }>(
  {
    name: 'contact-acknowledgement',
    params: ['name', 'message', 'support'],
    texts: {
      en: {
        subject: 'We have received your message',
        body: [
          'Hello {name},',
          'Thank you for writing to us. Our support team has your message and will answer by e-mail, usually within 24 hours.',
          'Your message:',
          '{message}',
          'If you want to add something, write to {support}. If you did not send this message, you can ignore this e-mail.',
        ],
      },
      es: {
        subject: 'Hemos recibido tu mensaje',
        body: [
          'Hola {name}:',
          'Gracias por escribirnos. Nuestro equipo de soporte tiene tu mensaje y te responderá por correo, normalmente en 24 horas.',
          'Tu mensaje:',
          '{message}',
          'Si quieres añadir algo, escribe a {support}. Si no enviaste este mensaje, puedes ignorar este correo.',
        ],
      },
      de: {
        subject: 'Wir haben deine Nachricht erhalten',
        body: [
          'Hallo {name},',
          'danke für deine Nachricht. Unser Support-Team hat sie erhalten und antwortet per E-Mail, meist innerhalb von 24 Stunden.',
          'Deine Nachricht:',
          '{message}',
          'Wenn du etwas ergänzen möchtest, schreibe an {support}. Wenn du diese Nachricht nicht gesendet hast, kannst du diese E-Mail ignorieren.',
        ],
      },
      fr: {
        subject: 'Nous avons bien reçu votre message',
        body: [
          'Bonjour {name},',
          'Merci de nous avoir écrit. Notre équipe d’assistance a reçu votre message et vous répondra par e-mail, généralement sous 24 heures.',
          'Votre message :',
          '{message}',
          'Pour ajouter quelque chose, écrivez à {support}. Si vous n’avez pas envoyé ce message, vous pouvez ignorer cet e-mail.',
        ],
      },
      pt: {
        subject: 'Recebemos a sua mensagem',
        body: [
          'Olá {name},',
          'Obrigado por nos escrever. A nossa equipa de apoio recebeu a sua mensagem e responderá por e-mail, normalmente em 24 horas.',
          'A sua mensagem:',
          '{message}',
          'Se quiser acrescentar algo, escreva para {support}. Se não enviou esta mensagem, pode ignorar este e-mail.',
        ],
      },
      no: {
        subject: 'Vi har mottatt meldingen din',
        body: [
          'Hei {name},',
          'Takk for at du skrev til oss. Kundestøtten vår har fått meldingen din og svarer på e-post, vanligvis innen 24 timer.',
          'Meldingen din:',
          '{message}',
          'Vil du legge til noe, skriv til {support}. Hvis du ikke sendte denne meldingen, kan du se bort fra denne e-posten.',
        ],
      },
    },
  },
);
