// /admin-chatbot (spec section 2): the chat assistant's conversations grouped by session, and
// the FAQ it answers from first and the questions it could not answer, as three tabs.

import { BookOpenText, MessageCircleQuestion, MessagesSquare } from 'lucide-react';
import { useState } from 'react';
import { AdminPageBody, AdminPageHeader } from '@/components/admin/admin-page-header';
import { TabCount } from '@/components/admin/tab-count';
import { useDocumentTitle } from '@/components/layout/use-document-title';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import type { AuthUser } from '@/features/auth';
import { useChatbotFaqs, useUnansweredQuestions } from '../api/admin-chatbot';
import { ConversationsPanel } from './conversations-panel';
import { FaqDialog, type FaqDialogState } from './faq-dialog';
import { FaqPanel } from './faq-panel';
import { UnansweredPanel } from './unanswered-panel';

// three equal tabs across a phone (icons hidden), side by side from sm up
const TRIGGER = 'px-2 text-[13px] sm:px-4 sm:text-sm';

export default function AdminChatbotPage(_props: { user: AuthUser }) {
  useDocumentTitle('Chatbot Conversations');
  const [tab, setTab] = useState('conversations');
  const [dialog, setDialog] = useState<FaqDialogState>(null);
  const faqs = useChatbotFaqs();
  const unanswered = useUnansweredQuestions();

  return (
    <div>
      <AdminPageHeader
        title="Chatbot Conversations"
        description="What guests and visitors asked the chat assistant and what it answered, the FAQ it answers from first, and the questions it could not answer."
      />
      <AdminPageBody>
        <Tabs value={tab} onValueChange={setTab}>
          <TabsList
            aria-label="Chat assistant sections"
            className="grid w-full grid-cols-3 sm:inline-flex sm:w-fit"
          >
            <TabsTrigger value="conversations" className={TRIGGER}>
              <MessagesSquare className="hidden size-4 sm:block" aria-hidden="true" /> Conversations
            </TabsTrigger>
            <TabsTrigger value="faq" className={TRIGGER}>
              <BookOpenText className="hidden size-4 sm:block" aria-hidden="true" /> FAQ
              <TabCount n={faqs.data?.length} label="entries" />
            </TabsTrigger>
            <TabsTrigger value="unanswered" className={TRIGGER}>
              <MessageCircleQuestion className="hidden size-4 sm:block" aria-hidden="true" /> Unanswered
              <TabCount n={unanswered.data?.length} label="questions" />
            </TabsTrigger>
          </TabsList>
          <TabsContent value="conversations">
            <ConversationsPanel />
          </TabsContent>
          <TabsContent value="faq">
            <FaqPanel onOpen={setDialog} />
          </TabsContent>
          <TabsContent value="unanswered">
            <UnansweredPanel onOpen={setDialog} />
          </TabsContent>
        </Tabs>
      </AdminPageBody>
      <FaqDialog item={dialog} onOpenChange={(open) => !open && setDialog(null)} />
    </div>
  );
}
