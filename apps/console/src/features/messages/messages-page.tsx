import type { ContactMessage } from '@clinic/contracts';
import { Button } from '../../components/button';
import { PageHeader } from '../../components/page-header';
import { EmptyState, ErrorState, Loading } from '../../components/query-state';
import { formatInstant } from '../../lib/format';
import { useMessages } from './api/get-messages';
import { useMarkMessageRead } from './api/mark-read';

/**
 * The reply link. Address and subject come from the public contact form, so both are encoded: an
 * address such as `a@b.in?bcc=x@c.in` must not add recipients or headers. '@' may stay as it is
 * (RFC 6068), which keeps the link what mail programs expect.
 */
function replyHref({ email, subject }: ContactMessage): string {
  const address = encodeURIComponent(email).replaceAll('%40', '@');
  return `mailto:${address}?subject=${encodeURIComponent(`Re: ${subject}`)}`;
}

function MessageCard({ message }: { message: ContactMessage }) {
  const markRead = useMarkMessageRead();
  return (
    <article
      aria-label={`${message.subject} from ${message.name}`}
      className={`rounded-2xl border bg-white p-5 ${message.read ? 'border-gray-200' : 'border-primary/40 shadow-sm'}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="font-semibold text-gray-900">
            {!message.read && (
              <span className="mr-2 rounded-full bg-primary px-2 py-0.5 text-xs text-white">
                New
              </span>
            )}
            {message.subject}
          </h2>
          <p className="text-sm text-gray-500">
            {message.name} · {formatInstant(message.createdAt)}
          </p>
        </div>
        {!message.read && (
          <Button
            variant="secondary"
            small
            disabled={markRead.isPending}
            onClick={() => markRead.mutate(message._id)}
          >
            Mark as read
          </Button>
        )}
      </div>
      <p className="mt-3 whitespace-pre-line text-gray-700">{message.message}</p>
      <p className="mt-3 flex flex-wrap gap-4 text-sm">
        <a className="text-primary hover:underline" href={replyHref(message)}>
          {message.email}
        </a>
        <a className="text-primary hover:underline" href={`tel:${message.phone}`}>
          {message.phone}
        </a>
      </p>
    </article>
  );
}

export function MessagesPage() {
  const messages = useMessages();
  return (
    <>
      <PageHeader title="Messages" />
      {messages.isPending && <Loading />}
      {messages.error && (
        <ErrorState error={messages.error} onRetry={() => void messages.refetch()} />
      )}
      {messages.data && (
        <>
          <p className="mb-4 text-gray-600">{messages.data.unread} unread</p>
          {messages.data.messages.length === 0 ? (
            <EmptyState>No messages yet.</EmptyState>
          ) : (
            <div className="space-y-3">
              {messages.data.messages.map((message) => (
                <MessageCard key={message._id} message={message} />
              ))}
            </div>
          )}
        </>
      )}
    </>
  );
}
