import { useState, type FormEvent } from 'react';
import {
  fieldText,
  ADMIN_TEXTS,
  BLOG_LANGUAGES,
  MEDIA_TYPES,
  blogFormRequest,
  blogLanguageSchema,
  type Blog,
  type BlogLanguage,
} from '@clinic/contracts';
import { Button } from '../../../components/button';
import { SelectField, TextAreaField, TextField } from '../../../components/fields';
import { useObjectUrl } from '../../../lib/use-object-url';
import { LANGUAGE_NAMES } from '../language-names';
import { BlogPreview } from './blog-preview';

type MediaType = Blog['mediaType'];
type Source = 'upload' | 'link';
type Errors = Partial<Record<'title' | 'author' | 'content' | 'mediaUrl' | 'media', string>>;

const ACCEPT: Record<MediaType, string> = {
  image: 'image/jpeg,image/png,image/webp',
  video: 'video/mp4,video/webm',
};

const HINT: Record<MediaType, string> = {
  image: 'JPEG, PNG or WebP, up to 2 MB.',
  video: 'MP4 or WebM, up to 50 MB.',
};

interface Props {
  blog?: Blog;
  pending: boolean;
  onSubmit: (form: FormData) => void;
}

/**
 * Title, author, the language it is written in, text and one image or video, by upload or by
 * link, with a live preview.
 */
export function BlogForm({ blog, pending, onSubmit }: Props) {
  const [title, setTitle] = useState(blog?.title ?? '');
  const [author, setAuthor] = useState(blog?.author ?? '');
  const [content, setContent] = useState(blog?.content ?? '');
  const [language, setLanguage] = useState<BlogLanguage>(blog?.language ?? 'en');
  const [mediaType, setMediaType] = useState<MediaType>(blog?.mediaType ?? 'image');
  // Media uploaded earlier lives on the API (a relative path): an edit keeps it unless replaced.
  const linked = blog !== undefined && /^https?:\/\//i.test(blog.mediaUrl);
  const [source, setSource] = useState<Source>(linked ? 'link' : 'upload');
  const [mediaUrl, setMediaUrl] = useState(linked ? blog.mediaUrl : '');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const fileUrl = useObjectUrl(file);
  const previewUrl =
    source === 'upload' ? (fileUrl ?? blog?.mediaUrl ?? null) : mediaUrl.trim() || null;

  function submit(event: FormEvent) {
    event.preventDefault();
    const fields = {
      title,
      author,
      content,
      mediaType,
      language,
      mediaUrl: source === 'link' ? mediaUrl : '',
    };
    const parsed = blogFormRequest.safeParse(fields);
    const found: Errors = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = issue.path[0];
        if (key === 'title' || key === 'author' || key === 'content' || key === 'mediaUrl')
          found[key] ??= fieldText(issue.message);
      }
    }
    // An edit may keep its current media; a new post needs one.
    if (!blog && source === 'upload' && !file) found.media = ADMIN_TEXTS.blogMediaRequired;
    if (source === 'link' && !mediaUrl.trim()) found.mediaUrl = ADMIN_TEXTS.blogMediaRequired;
    setErrors(found);
    if (Object.keys(found).length > 0) return;

    const form = new FormData();
    form.set('title', title);
    form.set('author', author);
    form.set('content', content);
    form.set('mediaType', mediaType);
    form.set('language', language);
    if (source === 'link') form.set('mediaUrl', mediaUrl.trim());
    if (source === 'upload' && file) form.set('media', file);
    onSubmit(form);
  }

  return (
    <div className="grid gap-6 xl:grid-cols-2">
      <form
        onSubmit={submit}
        noValidate
        aria-label="Blog post"
        className="space-y-4 rounded-2xl border border-gray-200 bg-white p-5"
      >
        <TextField
          label="Title"
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          error={errors.title}
          maxLength={200}
        />
        <TextField
          label="Author"
          value={author}
          onChange={(e) => setAuthor(e.target.value)}
          error={errors.author}
          maxLength={100}
        />
        <SelectField
          label="Language of the post"
          value={language}
          onChange={(e) => setLanguage(blogLanguageSchema.parse(e.target.value))}
        >
          {BLOG_LANGUAGES.map((code) => (
            <option key={code} value={code} lang={code}>
              {LANGUAGE_NAMES[code]}
            </option>
          ))}
        </SelectField>
        <TextAreaField
          label="Content"
          rows={10}
          value={content}
          onChange={(e) => setContent(e.target.value)}
          error={errors.content}
        />
        <fieldset>
          <legend className="text-sm font-medium text-gray-700">Media type</legend>
          <div className="mt-1 flex gap-4">
            {MEDIA_TYPES.map((type) => (
              <label key={type} className="inline-flex items-center gap-2 text-sm capitalize">
                <input
                  type="radio"
                  name="mediaType"
                  value={type}
                  checked={mediaType === type}
                  onChange={() => {
                    setMediaType(type);
                    setFile(null);
                  }}
                  className="accent-primary"
                />
                {type}
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset>
          <legend className="text-sm font-medium text-gray-700">Media source</legend>
          <div className="mt-1 flex gap-4">
            <label className="inline-flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="source"
                checked={source === 'upload'}
                onChange={() => setSource('upload')}
                className="accent-primary"
              />
              Upload a file
            </label>
            <label className="inline-flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="source"
                checked={source === 'link'}
                onChange={() => setSource('link')}
                className="accent-primary"
              />
              Link
            </label>
          </div>
        </fieldset>
        {source === 'upload' ? (
          <TextField
            key={mediaType}
            label={mediaType === 'video' ? 'Video file' : 'Image file'}
            type="file"
            accept={ACCEPT[mediaType]}
            hint={
              blog ? `${HINT[mediaType]} Leave empty to keep the current media.` : HINT[mediaType]
            }
            error={errors.media}
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        ) : (
          <TextField
            label="Media link"
            type="url"
            placeholder="https://"
            value={mediaUrl}
            onChange={(e) => setMediaUrl(e.target.value)}
            error={errors.mediaUrl}
            hint={
              mediaType === 'video'
                ? 'A direct link to an MP4 or WebM file.'
                : 'A direct link to an image.'
            }
          />
        )}
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving…' : blog ? 'Save changes' : 'Publish'}
        </Button>
      </form>
      <BlogPreview
        title={title}
        author={author}
        content={content}
        language={language}
        mediaType={mediaType}
        mediaUrl={previewUrl}
      />
    </div>
  );
}
