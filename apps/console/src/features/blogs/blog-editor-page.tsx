import { ApiError } from '@clinic/api-client';
import { useNavigate, useParams } from 'react-router-dom';
import { PageHeader } from '../../components/page-header';
import { EmptyState, ErrorState, Loading } from '../../components/query-state';
import { useBlog } from './api/get-blogs';
import { useCreateBlog, useUpdateBlog } from './api/save-blog';
import { BlogForm } from './components/blog-form';

export function NewBlogPage() {
  const navigate = useNavigate();
  const createMutation = useCreateBlog();
  return (
    <>
      <PageHeader title="New post" />
      <BlogForm
        pending={createMutation.isPending}
        onSubmit={(form) => createMutation.mutate(form, { onSuccess: () => navigate('/blogs') })}
      />
    </>
  );
}

export function BlogEditorPage() {
  const { blogId = '' } = useParams();
  const navigate = useNavigate();
  const answer = useBlog(blogId);
  const updateMutation = useUpdateBlog();

  if (answer.isPending) return <Loading />;
  if (answer.error instanceof ApiError && answer.error.status === 404)
    return <EmptyState>This post does not exist.</EmptyState>;
  if (answer.isError)
    return <ErrorState error={answer.error} onRetry={() => void answer.refetch()} />;
  const blog = answer.data;
  return (
    <>
      <PageHeader title="Edit post" />
      <BlogForm
        key={blog._id}
        blog={blog}
        pending={updateMutation.isPending}
        onSubmit={(form) =>
          updateMutation.mutate({ blogId: blog._id, form }, { onSuccess: () => navigate('/blogs') })
        }
      />
    </>
  );
}
