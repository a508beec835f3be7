// The Inquiries tab's count: the inquiries nobody has read yet.

import { TabCount } from '@/components/admin/tab-count';
import { useInquiries } from '../api/get-inquiries';

export default function NewInquiriesCount() {
  const inquiries = useInquiries();
  return <TabCount n={inquiries.data?.filter((i) => i.status === 'new').length} label="new" />;
}
