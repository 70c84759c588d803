import '@/styles/account.css';
import { Button } from '@casino/ui/button';
import { useState } from 'react';
import { PageLoading } from '@/components/page-loading';
import { Screen } from '@/components/screen';
import { FormField } from '@/components/form-field';
import { ActivityStatementView } from '@/features/responsible-gambling/components/activity-statement';
import { downloadStatementPdf, useStatement } from '@/features/responsible-gambling/api/get-statement';
import { useTranslation } from '@/lib/i18n-react';
import { notify } from '@/lib/notifications';

/** Saves a file the browser holds in memory under a name, the way a download link would. */
function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // The click has started the download; the URL is released once the browser has read it.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Profile / statement: the annual activity statement (issue 33) of a chosen year, on the page and as a
 * PDF download.
 */
export default function ProfileStatementPage() {
  const { t } = useTranslation(['account', 'pages']);
  const [year, setYear] = useState(() => new Date().getUTCFullYear());
  const [isDownloading, setDownloading] = useState(false);
  const statement = useStatement(year);

  async function onDownload() {
    setDownloading(true);
    try {
      saveFile(await downloadStatementPdf(year), `statement-${year}.pdf`);
    } catch {
      notify(t('account:statement.downloadFailed'), 'error');
    } finally {
      setDownloading(false);
    }
  }

  const years = statement.data?.years ?? [year];
  return (
    <Screen testId="page-profile-statement" title={t('account:statement.title')}>
      <p>{t('account:statement.intro')}</p>
      <div className="statement__controls">
        <FormField label={t('account:statement.year')}>
          {(control) => (
            <select
              {...control}
              className="form-input"
              value={year}
              data-testid="statement-year"
              onChange={(event) => setYear(Number(event.target.value))}
            >
              {years.map((choice) => (
                <option key={choice} value={choice}>
                  {choice}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <Button
          onClick={onDownload}
          disabled={isDownloading || !statement.data}
          data-testid="statement-download"
        >
          {isDownloading ? t('account:statement.downloading') : t('account:statement.download')}
        </Button>
      </div>
      {statement.data ? <ActivityStatementView statement={statement.data} /> : <PageLoading />}
    </Screen>
  );
}
