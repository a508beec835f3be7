// The Conversations tab of /admin-chatbot (spec section 2): exchanges grouped by session, newest first,
// with a badge counting the sessions and a search over names, messages and session ids.

import { MessageSquareText, SearchX, X } from 'lucide-react';
import { useDeferredValue, useMemo, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ListStates } from '@/components/ui/empty-state';
import { SearchBox } from '@/components/ui/search-box';
import { LoadingPlaceholders, Skeleton, SkeletonBars } from '@/components/ui/skeleton';
import { useChatbotConversations } from '../api/admin-chatbot';
import { ConversationCard } from './conversation-card';
import { groupConversations, matchesGroup } from './conversation-groups';

export const ConversationsPanel = () => {
  const conversations = useChatbotConversations();
  const [query, setQuery] = useState('');
  const search = useDeferredValue(query);
  const groups = useMemo(() => groupConversations(conversations.data ?? []), [conversations.data]);
  const shown = useMemo(() => groups.filter((g) => matchesGroup(g, search)), [groups, search]);
  const searching = search.trim().length > 0;

  return (
    <>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-center gap-3">
          <h2 className="text-xl font-semibold sm:text-2xl">Sessions</h2>
          {conversations.data ? (
            <Badge aria-live="polite">
              {groups.length} {groups.length === 1 ? 'session' : 'sessions'}
            </Badge>
          ) : null}
        </div>
        {groups.length > 0 ? (
          <SearchBox
            id="chat-search"
            label="Search conversations"
            placeholder="Search names, messages, sessions"
            value={query}
            onValueChange={setQuery}
          />
        ) : null}
      </div>

      <div className="mt-6">
        <ListStates
          query={conversations}
          loading={
            <LoadingPlaceholders label="Loading conversations…" count={3} className="grid gap-4">
              <Card className="grid gap-4 p-5">
                <SkeletonBars
                  className="flex items-center gap-3"
                  bars={['size-10 rounded-full', 'h-4 w-40']}
                />
                <Skeleton className="ml-auto h-10 w-2/3 rounded-2xl" />
                <Skeleton className="h-14 w-3/4 rounded-2xl" />
              </Card>
            </LoadingPlaceholders>
          }
          failed="We couldn't load the conversations."
          items={groups}
          empty={{
            icon: MessageSquareText,
            title: 'No chatbot conversations yet',
            text: 'When guests chat with the assistant on the website, their conversations appear here.',
          }}
        >
          {shown.length === 0 ? (
            <Card className="flex flex-col items-center gap-2 px-6 py-14 text-center">
              <SearchX className="size-8 text-muted-foreground" aria-hidden="true" />
              <p className="font-medium">No conversations match “{search.trim()}”</p>
              <Button variant="outline" size="sm" onClick={() => setQuery('')}>
                <X aria-hidden="true" /> Clear search
              </Button>
            </Card>
          ) : (
            <>
              {searching ? (
                <p className="mb-3 text-sm text-muted-foreground" aria-live="polite">
                  {shown.length} of {groups.length} sessions match
                </p>
              ) : null}
              <div className="grid gap-5">
                {shown.map((group) => (
                  <ConversationCard key={group.sessionId} group={group} />
                ))}
              </div>
            </>
          )}
        </ListStates>
      </div>
    </>
  );
};
