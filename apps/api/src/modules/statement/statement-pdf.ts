import type { ActivityStatement, StatementCurrency } from '@casino/contract';
import type { Locale } from '@casino/rules';
import { formatMinorMoney, formattingLocale } from '@casino/rules/formatting';
import { translateWith, type MessageKey } from '../../i18n';
import { pageSize, renderPdf, type PdfPage } from '../../lib/pdf/pdf-document';

const margin = 50;
const right = pageSize.width - margin;
/** Where the product table's amounts end: staked, won, net result. */
const columns = [330, 440, right] as const;

type Translate = (key: MessageKey, params?: Record<string, string>) => string;

interface StatementReader {
  name: string;
  language: Locale;
  country: string | null;
}

/** Day, month and year of a moment in UTC, in the reader's way of writing dates (the year runs in UTC). */
function utcDate(value: Date, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(value);
}

/** Lays lines down the page from the top, with the spacing each kind of line needs. */
function pageWriter() {
  const page: PdfPage = { texts: [], rules: [] };
  let y = pageSize.height - margin;
  return {
    page,
    text(text: string, options: { size?: number; bold?: boolean; x?: number; align?: 'right' } = {}) {
      page.texts.push({ x: options.x ?? margin, y, size: options.size ?? 10, text, ...options });
    },
    rule() {
      page.rules.push({ x1: margin, y1: y + 8, x2: right, y2: y + 8 });
    },
    down(points: number) {
      y -= points;
    },
  };
}

/**
 * The annual activity statement as a one-page PDF in the reader's language, money in their notation
 * ('1.234,50 €' in German, '€1,234.50' in English): the same figures as the statement page.
 */
export function renderStatementPdf(
  statement: ActivityStatement,
  reader: StatementReader,
  issuedAt: Date,
): Buffer {
  const locale = formattingLocale(reader.language, reader.country);
  const t: Translate = (key, params = {}) => translateWith(reader.language, key, params);
  const writer = pageWriter();
  const title = t('statement_title', { year: String(statement.year) });
  writer.text(title, { size: 18, bold: true });
  writer.down(26);
  writer.text(t('statement_player', { name: reader.name }));
  writer.down(14);
  const lastDay = new Date(new Date(statement.to).getTime() - 1);
  writer.text(
    t('statement_period', {
      from: utcDate(new Date(statement.from), locale),
      to: utcDate(lastDay, locale),
    }),
  );
  writer.down(14);
  writer.text(t('statement_generated', { date: utcDate(issuedAt, locale) }));
  if (!statement.isComplete) {
    writer.down(14);
    writer.text(t('statement_running'), { size: 9 });
  }
  writer.down(30);
  for (const line of statement.currencies) writeCurrency(writer, line, { locale, t });
  writer.down(6);
  for (const part of wrap(t('statement_note'), 105)) {
    writer.text(part, { size: 8 });
    writer.down(11);
  }
  return renderPdf([writer.page], { title });
}

function writeCurrency(
  writer: ReturnType<typeof pageWriter>,
  line: StatementCurrency,
  { locale, t }: { locale: string; t: Translate },
) {
  const money = (minor: string) => formatMinorMoney(minor, line.currency, locale);
  writer.text(t('statement_currency', { currency: line.currency }), { size: 12, bold: true });
  writer.down(20);
  for (const [key, amount] of [
    ['statement_deposits', line.deposits],
    ['statement_withdrawals', line.withdrawals],
  ] as const) {
    writer.text(t(key));
    writer.text(money(amount), { x: right, align: 'right' });
    writer.down(15);
  }
  writer.down(8);
  const headings = ['statement_staked', 'statement_won', 'statement_net'] as const;
  writer.text(t('statement_product'), { bold: true });
  headings.forEach((key, index) => writer.text(t(key), { x: columns[index], align: 'right', bold: true }));
  writer.down(15);
  writer.rule();
  for (const product of line.products) {
    writer.text(t(product.product === 'casino' ? 'statement_casino' : 'statement_sportsbook'));
    [product.staked, product.won, product.net].forEach((amount, index) =>
      writer.text(money(amount), { x: columns[index], align: 'right' }),
    );
    writer.down(15);
  }
  writer.rule();
  writer.text(t('statement_total'), { bold: true });
  writer.text(money(line.net), { x: right, align: 'right', bold: true });
  writer.down(34);
}

/** Splits a paragraph into lines of at most `width` characters, at spaces. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(' ')) {
    if (current && current.length + word.length + 1 > width) {
      lines.push(current);
      current = word;
    } else current = current ? `${current} ${word}` : word;
  }
  if (current) lines.push(current);
  return lines;
}
