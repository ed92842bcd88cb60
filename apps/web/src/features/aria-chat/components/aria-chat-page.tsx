import { ChartLine } from 'lucide-react';
import { useCallback, useState } from 'react';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { PageShell } from '../../../components/ui/page-shell.tsx';
import { SkeletonRows } from '../../../components/ui/skeleton.tsx';
import { useAiStatus } from '../api/get-ai-status.ts';
import { useConversation } from '../api/get-conversation.ts';
import { useAskAria } from '../hooks/use-ask-aria.ts';
import type { AriaSearch } from '../lib/search.ts';
import { Composer } from './composer.tsx';
import { ConversationList } from './conversation-list.tsx';
import { EngineNotice } from './engine-notice.tsx';
import { MessageThread } from './message-thread.tsx';
import { SuggestedQuestions } from './suggested-questions.tsx';

type AriaChatPageProps = {
  search: AriaSearch;
  onSearchChange: (update: (prev: AriaSearch) => AriaSearch) => void;
};

const crumbs = [{ label: 'Insights & Reports' }, { label: 'AI Chat' }];

/** AI Chat /dashboard/aria: conversations with ARIA, answers streamed as they are written. */
export const AriaChatPage = ({ search, onSearchChange }: AriaChatPageProps) => {
  const conversationId = search.c;
  const status = useAiStatus();
  const detail = useConversation(conversationId);
  const [draft, setDraft] = useState('');
  const open = useCallback(
    (id: string | undefined) => onSearchChange(() => ({ c: id })),
    [onSearchChange],
  );
  const chat = useAskAria({ conversationId, onConversationCreated: open });

  const send = (question: string) => {
    setDraft('');
    void chat.ask(question).then((accepted) => {
      if (!accepted) setDraft((d) => d || question);
    });
  };

  const messages = detail.data?.messages ?? [];
  const thread = () => {
    if (conversationId && detail.isPending) {
      return <SkeletonRows rows={3} label="Loading the conversation" />;
    }
    if (conversationId && detail.isError) {
      return (
        <ErrorState
          title="Failed to load the conversation"
          error={detail.error}
          onRetry={() => void detail.refetch()}
          retrying={detail.isFetching}
        />
      );
    }
    if (messages.length === 0 && !chat.pending) {
      return (
        <SuggestedQuestions
          onPick={send}
          disabled={chat.busy}
          offline={status.data?.engine === 'offline'}
        />
      );
    }
    return <MessageThread messages={messages} pending={chat.pending} />;
  };

  return (
    <PageShell
      title="AI Chat"
      subtitle="Ask ARIA about your organisation’s risks, controls and frameworks."
      breadcrumbs={crumbs}
      maxWidth="2xl"
      secondaryActions={[
        { label: 'Insights and trends', icon: ChartLine, to: '/dashboard/aria/insights' },
      ]}
    >
      <EngineNotice status={status.data} />
      {/* On a phone the conversations sit above the thread, in a short list of their own. */}
      <div className="grid h-[calc(100vh-11rem)] min-h-[30rem] grid-cols-1 grid-rows-[minmax(0,10rem)_minmax(0,1fr)] overflow-hidden rounded-lg border border-border bg-elevated md:grid-cols-[16rem_minmax(0,1fr)] md:grid-rows-1">
        <ConversationList
          activeId={conversationId}
          onNew={() => open(undefined)}
          onDeletedActive={() => open(undefined)}
        />
        <section
          aria-label={detail.data?.conversation.title ?? 'New conversation'}
          className="flex min-h-0 flex-col"
        >
          <div className="min-h-0 flex-1 overflow-y-auto">{thread()}</div>
          <Composer
            value={draft}
            onChange={setDraft}
            onSend={send}
            busy={chat.busy}
            refusal={chat.refusal}
          />
        </section>
      </div>
    </PageShell>
  );
};
