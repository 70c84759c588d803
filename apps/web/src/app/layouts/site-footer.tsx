import { supportedLocales } from '@casino/rules/locales';
import { Link, NavLink } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import { localeNames } from '@/lib/i18n';
import { paths } from '@/config/paths';
import { useSkinConfig } from '@/features/site/api/get-skin-config';

/** The footer's links, in the order players look for them: the rules first, then help. */
export const footerLinks = [
  { key: 'terms', href: paths.info.href({ url: 'terms' }) },
  { key: 'privacy', href: paths.info.href({ url: 'privacy-policy' }) },
  { key: 'responsibleGambling', href: paths.info.href({ url: 'responsible-gambling' }) },
  { key: 'bonusTerms', href: paths.info.href({ url: 'bonus-terms' }) },
  { key: 'fairness', href: paths.fairness.href() },
  { key: 'faq', href: paths.info.href({ url: 'faq' }) },
  { key: 'affiliates', href: paths.info.href({ url: 'affiliates' }) },
  { key: 'contact', href: paths.contactUs.href() },
] as const;

/**
 * Under every page, on phones too (above the bottom bar, which the page's padding leaves room for):
 * the rules and help links, the 18+ and responsible-gambling marks, the operator's licence line and
 * regulator, and the currencies and languages the casino takes. A link marks the page it leads to
 * with `aria-current` once the router has rendered that page, not when the address changes.
 */
export function SiteFooter() {
  const { t } = useTranslation();
  const { data: skin } = useSkinConfig();
  const licence = skin?.licence;
  const regulator = licence?.regulatorName || licence?.regulatorUrl;
  return (
    <footer className="site-footer" data-testid="site-footer">
      <nav aria-label={t('siteFooter.label')}>
        <ul className="site-footer__links">
          {footerLinks.map((link) => (
            <li key={link.key}>
              <NavLink to={link.href} end data-testid={`footer-link-${link.key}`}>
                {t(`siteFooter.links.${link.key}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="site-footer__marks">
        <span className="site-footer__adult" role="img" aria-label={t('siteFooter.adultsOnly')}>
          18+
        </span>
        <Link to={paths.info.href({ url: 'responsible-gambling' })} className="site-footer__responsible">
          {t('siteFooter.playResponsibly')}
        </Link>
      </div>
      <p className="site-footer__licence" data-testid="footer-licence">
        {licence?.text || t('siteFooter.licencePending')}
        {regulator ? (
          <>
            {' '}
            {t('siteFooter.regulator')}{' '}
            {licence.regulatorUrl ? (
              <a href={licence.regulatorUrl} rel="noopener noreferrer" target="_blank">
                {licence.regulatorName || licence.regulatorUrl}
              </a>
            ) : (
              licence.regulatorName
            )}
          </>
        ) : null}
      </p>
      <dl className="site-footer__facts">
        <div>
          <dt>{t('siteFooter.currencies')}</dt>
          <dd data-testid="footer-currencies">{skin?.currencies.join(', ')}</dd>
        </div>
        <div>
          <dt>{t('siteFooter.languages')}</dt>
          <dd>{supportedLocales.map((locale) => localeNames[locale]).join(', ')}</dd>
        </div>
      </dl>
      {skin ? (
        <p className="site-footer__copyright">
          © {new Date().getFullYear()} {skin.skinName}
        </p>
      ) : null}
    </footer>
  );
}
