export interface FilePreviewProps {
  /** The file's type as the server detected it from its first bytes. */
  mimeType: string;
  base64: string;
  /** The image's text alternative, or the link's words for another file. */
  label: string;
  /** The name the browser saves a non-image file under, without its extension (the type gives it). */
  name: string;
  testId?: string;
}

/**
 * A file sent in a conversation: an image shown inline (as wide as its box allows), any other file a
 * link that saves it. Only the types the server accepted reach here; none is rendered as HTML.
 */
export function FilePreview({ mimeType, base64, label, name, testId }: FilePreviewProps) {
  // A data URL: the bytes are in the page already; a link with `download` saves it (a browser will not
  // open a data URL as a page, which also keeps a PDF from running as one).
  const url = `data:${mimeType};base64,${base64}`;
  if (mimeType.startsWith('image/'))
    return (
      <span className="ui-file-preview" data-testid={testId}>
        <img src={url} alt={label} className="ui-file-preview__image" />
      </span>
    );
  const extension = mimeType.split('/')[1] ?? 'bin';
  return (
    <a
      href={url}
      download={`${name}.${extension}`}
      className="ui-file-preview ui-file-preview__link"
      data-testid={testId}
    >
      {label}
    </a>
  );
}
