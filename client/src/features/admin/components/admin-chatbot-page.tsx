// /admin-chatbot (spec section 2): the chat assistant's conversations grouped by session, and (issue 12)
// the FAQ it answers from first and the questions it could not answer, as three tabs.

import { BookOpenText, MessageCircleQuestion, MessagesSquare } from 'lucide-react';
import { useState } from 'react';
import { useDocumentTitle } from '@/components/layout/use-document-title';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import type { AuthUser } from '@/features/auth';
import { useChatbotFaqs, useUnansweredQuestions } from '../chatbot/api';
import { ConversationsPanel } from '../chatbot/conversations-panel';
import { FaqDialog, type FaqDialogState } from '../chatbot/faq-dialog';
import { FaqPanel } from '../chatbot/faq-panel';
import { UnansweredPanel } from '../chatbot/unanswered-panel';
import { AdminPageBody, AdminPageHeader } from './admin-page-header';
import { TabCount } from './tab-count';

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
            className="flex w-full justify-start overflow-x-auto sm:w-fit"
          >
            <TabsTrigger value="conversations">
              <MessagesSquare className="size-4" aria-hidden="true" /> Conversations
            </TabsTrigger>
            <TabsTrigger value="faq">
              <BookOpenText className="size-4" aria-hidden="true" /> FAQ
              <TabCount n={faqs.data?.length} label="entries" />
            </TabsTrigger>
            <TabsTrigger value="unanswered">
              <MessageCircleQuestion className="size-4" aria-hidden="true" /> Unanswered
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
      <FaqDialog state={dialog} onOpenChange={(open) => !open && setDialog(null)} />
    </div>
  );
}
