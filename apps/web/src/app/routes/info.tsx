import { useTranslation } from '@/lib/i18n-react';
import { Link, useParams } from 'react-router';
import { PageLoading } from '@/components/page-loading';
import { Screen } from '@/components/screen';
import { paths } from '@/config/paths';
import { TurnstileCaptcha } from '@/features/auth/components/turnstile-captcha';
import { useContentPage } from '@/features/content/api/content';
import { ContactForm } from '@/features/content/components/contact-form';
import { ContentArticle } from '@/features/content/components/content-article';
import { useContentHead } from '@/features/content/use-content-head';
import { useLangParam } from '@/features/content/use-lang-param';
import { isApiError } from '@/lib/api-error';
import { NotFound } from './not-found';
import '@/features/content/content.css';

export type InfoKind = 'contact-us' | 'how-to-play' | 'page';

/** The info pages of the seed, in the order the index lists them. */
const infoSlugs = [
  'how-to-play',
  'faq',
  'responsible-gambling',
  'fairness',
  'bonus-terms',
  'terms',
  'privacy-policy',
  'affiliates',
] as const;
const everyLanguage = ['en', 'es', 'de', 'fr', 'pt', 'no'] as const;

/** Spec section 2: info/contact-us, info/how-to-play and info/{url?} (no url: the index). */
export default function InfoPage({ kind }: { kind: InfoKind }) {
  const { ready } = useTranslation('content');
  return ready ? <InfoScreen kind={kind} /> : <PageLoading />;
}

function InfoScreen({ kind }: { kind: InfoKind }) {
  useLangParam();
  const url = useParams().url;
  if (kind === 'contact-us') return <ContactPage />;
  if (kind === 'how-to-play') return <InfoArticle slug="how-to-play" testId="page-info-how-to-play" />;
  return url ? <InfoArticle slug={url} testId="page-info" /> : <InfoIndex />;
}

function InfoArticle({ slug, testId }: { slug: string; testId: string }) {
  const { t, i18n } = useTranslation('content');
  const query = useContentPage('page', slug, i18n.language);
  // An address no page answers is a 404, not an empty page (how-to-play keeps its own empty state).
  if (slug !== 'how-to-play' && isApiError(query.error, 'content_not_found')) return <NotFound inPage />;
  const path = slug === 'how-to-play' ? paths.howToPlay.href() : paths.info.href({ url: slug });
  return (
    <ContentArticle
      testId={testId}
      kind="page"
      path={path}
      query={query}
      fallbackTitle={slug === 'how-to-play' ? t('howToPlay.title') : t('info.title')}
      notFoundText={t('info.notFound')}
      loadFailedText={t('info.loadFailed')}
    />
  );
}

function InfoIndex() {
  const { t } = useTranslation('content');
  useContentHead({ description: t('info.intro'), path: '/info', languages: everyLanguage });
  return (
    <Screen testId="page-info" title={t('info.title')}>
      <p className="content-intro">{t('info.intro')}</p>
      <ul className="info-index" data-testid="info-index">
        {infoSlugs.map((slug) => (
          <li key={slug}>
            <Link to={slug === 'how-to-play' ? paths.howToPlay.href() : paths.info.href({ url: slug })}>
              {t(`info.pages.${slug}`)}
            </Link>
          </li>
        ))}
        <li>
          <Link to={paths.contactUs.href()}>{t('contact.title')}</Link>
        </li>
      </ul>
    </Screen>
  );
}

function ContactPage() {
  const { t } = useTranslation('content');
  useContentHead({ description: t('contact.intro'), path: paths.contactUs.href(), languages: everyLanguage });
  return (
    <Screen testId="page-info-contact-us" title={t('contact.title')}>
      <p className="content-intro">
        {t('contact.intro')} <Link to={paths.info.href({ url: 'faq' })}>{t('contact.faqHint')}</Link>
      </p>
      <ContactForm renderCaptcha={(props) => <TurnstileCaptcha {...props} />} />
    </Screen>
  );
}
