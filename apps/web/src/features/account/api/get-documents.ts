import type { playerDocumentsDataSchema } from '@casino/contract/player';
import { playerApi } from '@casino/contract/routes/player-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { SchemaOutput } from '@/lib/schema-type';

export type PlayerDocumentsData = SchemaOutput<typeof playerDocumentsDataSchema>;
export type PlayerDocument = PlayerDocumentsData['documents'][number];

/** GET /player/playerDocuments: the KYC status and every uploaded document. */
export function getDocuments(): Promise<PlayerDocumentsData> {
  return api.call(playerApi.listPlayerDocuments);
}

export const documentsQueryOptions = () =>
  queryOptions({ queryKey: ['player', 'documents'], queryFn: getDocuments });

export function useDocuments() {
  return useQuery(documentsQueryOptions());
}
