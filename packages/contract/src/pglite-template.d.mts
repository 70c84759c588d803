/** Makes `path` a copy of the initialized template cluster unless it holds something already. */
export function copyTemplateInto(path: string, startParams: string[]): Promise<void>;
/** The template cluster as an archive, for an in-memory database (PGlite's `loadDataDir`). */
export function templateArchive(startParams: string[]): Promise<Blob>;
