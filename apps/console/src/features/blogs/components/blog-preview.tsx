import type { Blog } from '@clinic/contracts';

interface Props {
  title: string;
  author: string;
  content: string;
  language: Blog['language'];
  mediaType: Blog['mediaType'];
  mediaUrl: string | null;
}

/** The post roughly as patients will read it on /blogs/{id}. */
export function BlogPreview({ title, author, content, language, mediaType, mediaUrl }: Props) {
  return (
    <section aria-label="Preview" className="rounded-2xl border border-gray-200 bg-white p-5">
      <p className="text-xs font-semibold uppercase tracking-wide text-gray-500">Preview</p>
      {mediaUrl &&
        (mediaType === 'video' ? (
          <video src={mediaUrl} controls className="mt-3 aspect-video w-full rounded-xl bg-black" />
        ) : (
          <img src={mediaUrl} alt="" className="mt-3 aspect-video w-full rounded-xl object-cover" />
        ))}
      <h2 lang={title ? language : undefined} className="mt-4 text-2xl font-semibold text-gray-900">
        {title || 'Untitled post'}
      </h2>
      {author && <p className="mt-1 text-sm text-gray-500">By {author}</p>}
      <div lang={language} className="mt-4 space-y-3 whitespace-pre-line text-gray-700">
        {content}
      </div>
    </section>
  );
}
