/** A CSV column: the row's field and the header title written for it. */
export type CsvColumns<Row> = ReadonlyArray<readonly [keyof Row & string, string]>;

/** RFC 4180 text: a header line, CRLF line ends; a cell is quoted when it holds a comma, quote or line end. */
export function toCsv<Row extends Record<string, unknown>>(columns: CsvColumns<Row>, rows: Row[]): string {
  const cell = (value: unknown) => {
    const text = value === null || value === undefined ? '' : String(value);
    return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  const lines = [columns.map(([, title]) => cell(title)).join(',')];
  for (const row of rows) lines.push(columns.map(([key]) => cell(row[key])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
