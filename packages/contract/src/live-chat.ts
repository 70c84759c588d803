import { z } from 'zod';

/**
 * The built-in live chat (issue 30): a player's conversation with support, its messages pushed both
 * ways over a socket. Text only; a message id is a decimal string (the table's bigint), in order.
 */
export const chatSenders = ['player', 'agent'] as const;
export type ChatSender = (typeof chatSenders)[number];

/** The longest chat message: the contact form's limit. */
export const chatMessageMaxLength = 512;

const messageId = z.string().regex(/^\d{1,19}$/);

/** The file types a chat attachment may be: those of identity documents, told by their first bytes. */
export const chatAttachmentMimeTypes = ['image/jpeg', 'image/png', 'application/pdf'] as const;

export const chatAttachmentSchema = z.object({
  mimeType: z.enum(chatAttachmentMimeTypes),
  sizeBytes: z.number().int().min(1),
});
export type ChatAttachment = z.infer<typeof chatAttachmentSchema>;

export const chatMessageSchema = z.object({
  id: messageId,
  conversationId: z.uuid(),
  from: z.enum(chatSenders),
  /** Empty for a message that only carries a file. */
  text: z.string(),
  at: z.iso.datetime(),
  /** A file sent with the message (read through the attachment route of the reader's side). */
  attachment: chatAttachmentSchema.nullable().optional(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatConversationSchema = z.object({
  id: z.uuid(),
  status: z.enum(['open', 'closed']),
  /** The last message each side has read (null: none yet): the read ticks. */
  playerReadId: messageId.nullable(),
  agentReadId: messageId.nullable(),
});

export const chatStateDataSchema = z.object({
  /** False outside the support hours: the widget then offers the contact form and says why. */
  isOnline: z.boolean(),
  offlineReason: z.enum(['outside_hours']).nullable(),
  /** The support hours, UTC (`09:00-21:00`), for the offline message. */
  hours: z.string().nullable(),
  conversation: chatConversationSchema.nullable(),
  messages: z.array(chatMessageSchema),
});
export type ChatStateData = z.infer<typeof chatStateDataSchema>;

export const chatSendBodySchema = z.object({
  text: z.string().max(chatMessageMaxLength * 2),
  /** The sender's own id of the message: the same key again sends nothing twice. */
  clientKey: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,64}$/)
    .optional(),
});
export type ChatSendBody = z.infer<typeof chatSendBodySchema>;

export const chatReadBodySchema = z.object({ lastMessageId: messageId });

/** The message whose attachment is read. */
export const chatAttachmentParamsSchema = z.object({ messageId });

/** An attachment's file, as the identity documents' files are served: its detected type, base64. */
export const chatAttachmentFileSchema = z.object({
  mimeType: z.enum(chatAttachmentMimeTypes),
  base64: z.string(),
});

/** What the socket pushes, to the player of the conversation and to every agent (notices: the player only). */
export type ChatSocketEvent =
  | { type: 'message'; message: ChatMessage }
  | { type: 'typing'; conversationId: string; from: ChatSender }
  | { type: 'read'; conversationId: string; by: ChatSender; lastMessageId: string }
  | { type: 'closed'; conversationId: string }
  /** A new notice in the player's bell (to the player's sockets only): read the inbox again. */
  | { type: 'notice' }
  | { type: 'ready' }
  | { type: 'error'; code: string };

// --- staff ---

export const staffChatIdParamsSchema = z.object({ id: z.uuid() });

/** Where a conversation came from: the chat widget, or the contact form (answered by e-mail). */
export const chatChannels = ['chat', 'email'] as const;
export type ChatChannel = (typeof chatChannels)[number];

export const staffChatQueueDataSchema = z.object({
  conversations: z.array(
    z.object({
      id: z.uuid(),
      channel: z.enum(chatChannels),
      /** Null for a visitor's contact-form message. */
      playerId: z.uuid().nullable(),
      /** The player's username, or the name a contact-form message was signed with. */
      username: z.string(),
      assignedTo: z.string().nullable(),
      /** Since the oldest player message no agent has answered; null when none waits. */
      waitingSeconds: z.number().int().nonnegative().nullable(),
      lastMessage: z.string().nullable(),
      updatedAt: z.iso.datetime(),
    }),
  ),
});

export const staffChatPlayerCardSchema = z.object({
  username: z.string(),
  email: z.string(),
  /** The player's language: canned answers are inserted in it. */
  language: z.string(),
  currency: z.string(),
  balance: z.string(),
  bonus: z.string(),
  lastDeposit: z.string().nullable(),
  lastLogin: z.string().nullable(),
  lastBonus: z.string().nullable(),
  level: z.number().int().nullable(),
});

export const staffChatConversationDataSchema = z.object({
  conversation: chatConversationSchema.extend({
    channel: z.enum(chatChannels),
    playerId: z.uuid().nullable(),
    assignedTo: z.string().nullable(),
    closeReason: z.string().nullable(),
  }),
  messages: z.array(chatMessageSchema),
  /** The player's card (null for a visitor's contact-form message). */
  player: staffChatPlayerCardSchema.nullable(),
  /** Who wrote the contact-form message: the answer is mailed to this address, in this language. */
  contact: z.object({ name: z.string(), email: z.string(), language: z.string() }).nullable(),
});

export const staffChatReplyBodySchema = z.object({ text: z.string().max(chatMessageMaxLength * 2) });
export const staffChatCloseBodySchema = z.object({ reason: z.string().min(1).max(200) });

/** The languages a canned answer is written in (the product's six); English is required. */
export const cannedAnswerLanguages = ['en', 'es', 'de', 'fr', 'pt', 'no'] as const;

const cannedText = z.string().trim().min(1).max(chatMessageMaxLength);

export const staffCannedAnswerBodySchema = z.object({
  title: z.string().trim().min(1).max(80),
  texts: z.object({
    en: cannedText,
    es: cannedText.optional(),
    de: cannedText.optional(),
    fr: cannedText.optional(),
    pt: cannedText.optional(),
    no: cannedText.optional(),
  }),
});
export type StaffCannedAnswerBody = z.infer<typeof staffCannedAnswerBodySchema>;

export const staffCannedAnswerSchema = staffCannedAnswerBodySchema.extend({
  id: z.uuid(),
  updatedAt: z.iso.datetime(),
});
export type StaffCannedAnswer = z.infer<typeof staffCannedAnswerSchema>;

export const staffCannedAnswersDataSchema = z.object({ answers: z.array(staffCannedAnswerSchema) });
