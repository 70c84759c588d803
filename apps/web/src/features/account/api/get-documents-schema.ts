import type { documentsSchemaDataSchema } from '@casino/contract/player';
import { playerApi } from '@casino/contract/routes/player-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { SchemaOutput } from '@/lib/schema-type';

export type DocumentsSchemaData = SchemaOutput<typeof documentsSchemaDataSchema>;
export type DocumentType = DocumentsSchemaData['documentTypes'][number];

/** GET /player/playerDocuments/schema: the document types, the size limit and the accepted file types. */
export function getDocumentsSchema(): Promise<DocumentsSchemaData> {
  return api.call(playerApi.getDocumentsSchema);
}

export const documentsSchemaQueryOptions = () =>
  queryOptions({ queryKey: ['documentsSchema'], queryFn: getDocumentsSchema, staleTime: 10 * 60_000 });

export function useDocumentsSchema() {
  return useQuery(documentsSchemaQueryOptions());
}
