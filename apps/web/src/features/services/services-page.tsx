import { useStore } from '@nanostores/react';
import { params } from '@nanostores/i18n';
import { useParams } from 'wouter';
import { ErrorState } from '../../components/error-state';
import { Skeleton } from '../../components/skeleton';
import { i18n } from '../../lib/i18n';
import { ConditionArticle } from './components/condition-article';
import { ServicesOverview } from './components/services-overview';
import { ServicesSidebar } from './components/services-sidebar';
import { isServiceSection, messages as catalogue } from './content/catalogue';
import { useCondition } from './content/condition-query';
import type { ServiceSection } from './content/types';

export const messages = i18n('services/page', {
  loading: params<{ title: string }>('Loading {title}…'),
  loadFailed: params<{ title: string }>('We could not load the page on {title}.'),
});

function ConditionPage({ section }: { section: ServiceSection }) {
  const t = useStore(messages);
  const title = useStore(catalogue)[section];
  const condition = useCondition(section);

  return (
    <>
      {condition.isPending ? (
        <div role="status" className="space-y-4">
          <span className="sr-only">{t.loading({ title })}</span>
          <Skeleton className="h-8 w-2/3" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-5/6" />
          <Skeleton className="h-40 w-full" />
        </div>
      ) : condition.isError ? (
        <ErrorState
          title={t.loadFailed({ title })}
          error={condition.error}
          onRetry={() => condition.refetch()}
        />
      ) : (
        <ConditionArticle title={title} content={condition.data} />
      )}
    </>
  );
}

/** /services/:section: a known section shows its condition page, anything else the overview. */
export default function ServicesPage() {
  const { section } = useParams();
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-8 py-8 md:grid-cols-[15rem_minmax(0,1fr)] md:py-12">
      <ServicesSidebar />
      <div>
        {isServiceSection(section) ? (
          <ConditionPage key={section} section={section} />
        ) : (
          <ServicesOverview />
        )}
      </div>
    </div>
  );
}
