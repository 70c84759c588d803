import { playerApi } from '@casino/contract/routes/player-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { documentsQueryOptions, type PlayerDocument } from './get-documents';
import type { DocumentType } from './get-documents-schema';

/** POST /player/uploadPlayerDocument/{type}: multipart with the one file in the field `file`. */
export function uploadDocument(input: { documentType: DocumentType; file: File }): Promise<PlayerDocument> {
  const body = new FormData();
  body.append('file', input.file);
  return api.call(playerApi.uploadPlayerDocument, { params: { documentType: input.documentType }, body });
}

export function useUploadDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadDocument,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentsQueryOptions().queryKey }),
  });
}
