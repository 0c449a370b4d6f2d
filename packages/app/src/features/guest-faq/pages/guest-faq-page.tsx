import { IonButton, IonIcon } from '@ionic/react';
import { isWeblinkUrl, type Weblink, type WeblinkCategoryWithLinks } from '@stay/contract';
import { chatbubblesOutline, chevronDownOutline, helpCircleOutline, sparklesOutline } from 'ionicons/icons';
import { AppPage } from '@/components/app-page';
import { BackButton } from '@/components/back-button';
import { PullToRefresh } from '@/components/pull-to-refresh';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadFailed } from '@/components/ui/load-failed';
import { Skeleton, SkeletonGroup } from '@/components/ui/skeleton';
import { Tile } from '@/components/ui/tile';
import { useGuestWeblinks, useRefreshWeblinks } from '@/domains/weblink/use-weblinks';
import { paths } from '@/lib/navigation/paths';
import { ExternalLink } from '../components/external-link';
import { useGuestFaqTranslation } from '../i18n';
import '../guest-faq.css';

/**
 * /guest/faq: the park's frequently asked questions (per category, each question folding out to its answer, with the
 * park's page as a link to read more) and its local tips, in the guest's language, with the settings' FAQ link(s).
 * Every link opens in a new tab.
 */
export function GuestFaqPage() {
  const { t, i18n } = useGuestFaqTranslation();
  const weblinks = useGuestWeblinks(i18n.language);
  const refresh = useRefreshWeblinks();

  let content;
  if (weblinks.isPending) {
    content = (
      <SkeletonGroup as="div" className="guest-faq" label={t('loading')}>
        <Skeleton width="60%" height="24px" />
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} width="100%" height="56px" radius="12px" />
        ))}
        <Skeleton width="50%" height="24px" />
        <Skeleton width="100%" height="120px" radius="12px" />
      </SkeletonGroup>
    );
  } else if (weblinks.isError) {
    content = (
      <LoadFailed title={t('error.title')} body={t('error.body')} retryLabel={t('error.retry')} onRetry={() => void weblinks.refetch()} error={weblinks.error} />
    );
  } else {
    const { faq, gem, faqLink, faqLinks } = weblinks.data;
    const extraLinks = faqLinks.filter((link) => isWeblinkUrl(link.href));
    const hasFaqLink = faqLink !== null && isWeblinkUrl(faqLink);
    const hasMore = hasFaqLink || extraLinks.length > 0;
    content =
      faq.length === 0 && gem.length === 0 && !hasMore ? (
        <EmptyState icon={helpCircleOutline} title={t('empty.title')} role="status">
          <p>{t('empty.body')}</p>
          <IonButton fill="outline" routerLink={paths.guest.chat}>
            <IonIcon slot="start" icon={chatbubblesOutline} aria-hidden="true" />
            {t('empty.chat')}
          </IonButton>
        </EmptyState>
      ) : (
        <div className="guest-faq">
          {(faq.length > 0 || hasMore) && (
            <section className="guest-faq__section" aria-labelledby="guest-faq-questions">
              <h2 id="guest-faq-questions">{t('faq.title')}</h2>
              <p className="guest-faq__intro">{t('faq.intro')}</p>
              {faq.map((category) => (
                <FaqCategory key={category._id} category={category} />
              ))}
              {hasMore && (
                <Card className="guest-faq__more" aria-labelledby="guest-faq-more">
                  <h3 id="guest-faq-more">{t('more.title')}</h3>
                  <ul className="guest-faq__links">
                    {hasFaqLink && (
                      <li>
                        <ExternalLink title={t('more.faqLink')} url={faqLink} />
                      </li>
                    )}
                    {extraLinks.map((link) => (
                      <li key={link.href}>
                        <ExternalLink title={link.title} url={link.href} />
                      </li>
                    ))}
                  </ul>
                </Card>
              )}
            </section>
          )}
          {gem.length > 0 && (
            <section className="guest-faq__section" aria-labelledby="guest-faq-tips">
              <h2 id="guest-faq-tips">{t('tips.title')}</h2>
              <p className="guest-faq__intro">{t('tips.intro')}</p>
              {gem.map((category) => (
                <Card key={category._id} className="guest-faq__tips" aria-labelledby={`guest-faq-${category._id}`}>
                  <h3 id={`guest-faq-${category._id}`} className="guest-faq__tips-title">
                    <Tile icon={sparklesOutline} />
                    <span>{category.name}</span>
                  </h3>
                  <CategoryLinks category={category} />
                </Card>
              ))}
            </section>
          )}
        </div>
      );
  }

  return (
    <AppPage
      title={t('title')}
      start={
        <BackButton to={paths.guest.home} label={t('back')} />
      }
      fixed={
        <PullToRefresh onRefresh={refresh} />
      }
    >
      {content}
    </AppPage>
  );
}

/** One FAQ category: its name, then each question as a fold-out holding its answer (native details/summary: keyboard and screen readers know it). */
function FaqCategory({ category }: { category: WeblinkCategoryWithLinks }) {
  const headingId = `guest-faq-${category._id}`;
  return (
    <Card className="guest-faq__category" aria-labelledby={headingId}>
      <h3 id={headingId} className="guest-faq__tips-title">
        <Tile icon={helpCircleOutline} />
        <span>{category.name}</span>
      </h3>
      <ul className="guest-faq__questions">
        {category.links.map((link) => (
          <li key={link._id}>
            <FaqQuestion question={link} />
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** A question with its answer inline; the park's page about it is an extra to read further. */
function FaqQuestion({ question }: { question: Weblink }) {
  const { t } = useGuestFaqTranslation();
  return (
    <details className="guest-faq__question">
      <summary>
        <span className="guest-faq__question-text">{question.title}</span>
        <IonIcon className="guest-faq__chevron" icon={chevronDownOutline} aria-hidden="true" />
      </summary>
      <div className="guest-faq__answer">
        {question.description && <p>{question.description}</p>}
        <ExternalLink title={t('readMore')} url={question.url} />
      </div>
    </details>
  );
}

function CategoryLinks({ category }: { category: WeblinkCategoryWithLinks }) {
  return (
    <ul className="guest-faq__links">
      {category.links.map((link) => (
        <li key={link._id}>
          <ExternalLink title={link.title} url={link.url} description={link.description || undefined} />
        </li>
      ))}
    </ul>
  );
}
