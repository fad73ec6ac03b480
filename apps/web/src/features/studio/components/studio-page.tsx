import { PAGE_CONTAINER, PageHeader } from '@/components/layout/bare-page';
import { StudioWorkspace } from './studio-workspace';

/** /studio (creators and admins): uploads, transcoding, titles. */
export function StudioPage() {
  return (
    <div className={PAGE_CONTAINER}>
      <PageHeader
        title="Studio"
        description="Upload your videos, follow their transcoding, and publish your titles."
      />
      <StudioWorkspace />
    </div>
  );
}
