import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { players } from './players';

/**
 * Identity documents a player uploads for KYC. `storageKey` names the file in the document store
 * (disk or S3); it is made by the server and never leaves it.
 */
export const playerDocuments = pgTable(
  'player_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    documentType: text('document_type', {
      enum: ['identity', 'proof_of_address', 'proof_of_payment'],
    }).notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    storageKey: text('storage_key').notNull().unique(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    reviewNote: text('review_note'),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (table) => [
    index('player_documents_player_id_idx').on(table.playerId, table.uploadedAt),
    index('player_documents_status_idx').on(table.status, table.uploadedAt),
  ],
);

export type PlayerDocumentRow = typeof playerDocuments.$inferSelect;
