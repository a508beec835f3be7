// The Reviews tab's count: the reviews awaiting approval.

import { TabCount } from '@/components/admin/tab-count';
import { useAdminReviews } from '../api/admin-reviews';

export default function PendingReviewsCount() {
  const reviews = useAdminReviews();
  return <TabCount n={reviews.data?.filter((r) => !r.approved).length} label="pending" />;
}
