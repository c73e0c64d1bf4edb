import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { BlogSummary } from '@clinic/contracts';
import { Button } from '../../components/button';
import { PageHeader } from '../../components/page-header';
import { EmptyState, ErrorState, Loading } from '../../components/query-state';
import { formatInstant } from '../../lib/format';
import { useBlogs } from './api/get-blogs';
import { useDeleteBlog } from './api/save-blog';
import { LANGUAGE_NAMES } from './language-names';

function DeleteBlog({ blog }: { blog: BlogSummary }) {
  const [confirming, setConfirming] = useState(false);
  const deleteMutation = useDeleteBlog();
  if (!confirming) {
    return (
      <Button
        variant="secondary"
        small
        onClick={() => setConfirming(true)}
        aria-label={`Delete ${blog.title}`}
      >
        Delete
      </Button>
    );
  }
  return (
    <div role="group" aria-label="Confirm deletion" className="flex gap-2">
      <Button
        variant="danger"
        small
        autoFocus
        disabled={deleteMutation.isPending}
        onClick={() => deleteMutation.mutate(blog._id)}
      >
        Yes, delete
      </Button>
      <Button variant="secondary" small onClick={() => setConfirming(false)}>
        Keep
      </Button>
    </div>
  );
}

export function BlogsPage() {
  const blogs = useBlogs();
  return (
    <>
      <PageHeader title="Blogs">
        <Link
          to="/blogs/new"
          className="rounded-lg bg-primary px-4 py-2 font-medium text-white hover:bg-primary-dark"
        >
          New post
        </Link>
      </PageHeader>
      {blogs.isPending && <Loading />}
      {blogs.error && <ErrorState error={blogs.error} onRetry={() => void blogs.refetch()} />}
      {blogs.data && blogs.data.length === 0 && <EmptyState>No posts yet.</EmptyState>}
      {blogs.data && blogs.data.length > 0 && (
        <ul className="space-y-3">
          {blogs.data.map((blog) => (
            <li
              key={blog._id}
              className="flex flex-wrap items-start justify-between gap-4 rounded-2xl border border-gray-200 bg-white p-4"
            >
              <div className="min-w-0 flex-1">
                <h2 lang={blog.language} className="font-semibold text-gray-900">
                  {blog.title}
                </h2>
                <p className="text-sm text-gray-500">
                  {blog.author} · {formatInstant(blog.createdAt)} ·{' '}
                  <span lang={blog.language}>{LANGUAGE_NAMES[blog.language]}</span> ·{' '}
                  {blog.mediaType} · {blog.likeCount} {blog.likeCount === 1 ? 'like' : 'likes'}
                </p>
                <p lang={blog.language} className="mt-1 text-sm text-gray-700">
                  {blog.excerpt}
                </p>
              </div>
              <div className="flex gap-2">
                <Link
                  to={`/blogs/${blog._id}`}
                  className="rounded-lg px-3 py-1.5 text-sm font-medium text-primary hover:bg-primary-soft"
                  aria-label={`Edit ${blog.title}`}
                >
                  Edit
                </Link>
                <DeleteBlog blog={blog} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
