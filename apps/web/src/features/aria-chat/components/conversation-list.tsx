import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { MoreHorizontal, Pencil, Plus, Trash2 } from 'lucide-react';
import type { Conversation } from '@rampart/contracts';
import { formatDate } from '@rampart/domain';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/dialog.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { SkeletonRows } from '../../../components/ui/skeleton.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { useConversations } from '../api/get-conversations.ts';
import { useDeleteConversation } from '../api/delete-conversation.ts';
import { RenameDialog } from './rename-dialog.tsx';

type ConversationListProps = {
  activeId: string | undefined;
  onNew: () => void;
  /** The open conversation was deleted. */
  onDeletedActive: () => void;
};

/** The person's conversations: open one, start a new one, rename or delete. */
export const ConversationList = ({ activeId, onNew, onDeletedActive }: ConversationListProps) => {
  const list = useConversations();
  const remove = useDeleteConversation();
  const [renaming, setRenaming] = useState<Conversation | null>(null);
  const [deleting, setDeleting] = useState<Conversation | null>(null);
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast({ title: 'Conversation deleted', description: deleting.title });
        if (deleting.id === activeId) onDeletedActive();
        setDeleting(null);
      },
    });
  };

  const body = () => {
    if (list.isPending) return <SkeletonRows rows={4} label="Loading conversations" />;
    if (list.isError) {
      return (
        <ErrorState
          title="Failed to load conversations"
          error={list.error}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      );
    }
    if (items.length === 0) {
      return (
        <p className="px-4 py-6 text-center text-[13px] text-muted">
          No conversations yet. Your questions and ARIA’s answers are kept here.
        </p>
      );
    }
    return (
      <ul className="flex flex-col gap-0.5 p-2">
        {items.map((c) => {
          const active = c.id === activeId;
          return (
            <li key={c.id} className="group relative">
              <Link
                to="/dashboard/aria"
                search={{ c: c.id }}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'flex flex-col rounded-md py-1.5 pr-9 pl-2.5 text-left hover:bg-hover',
                  active && 'bg-active',
                )}
              >
                <span className="truncate text-[13px] font-medium text-fg">{c.title}</span>
                <span className="text-xs text-muted">
                  {formatDate(c.updatedAt)} · {c.messageCount} messages
                </span>
              </Link>
              <div className="absolute top-1.5 right-1.5">
                <DropdownMenu>
                  <DropdownMenuTrigger asChild>
                    <Button variant="ghost" size="icon-sm" aria-label={`Actions for ${c.title}`}>
                      <MoreHorizontal aria-hidden />
                    </Button>
                  </DropdownMenuTrigger>
                  <DropdownMenuContent align="end">
                    <DropdownMenuItem onSelect={() => setRenaming(c)}>
                      <Pencil aria-hidden /> Rename
                    </DropdownMenuItem>
                    <DropdownMenuItem destructive onSelect={() => setDeleting(c)}>
                      <Trash2 aria-hidden /> Delete
                    </DropdownMenuItem>
                  </DropdownMenuContent>
                </DropdownMenu>
              </div>
            </li>
          );
        })}
      </ul>
    );
  };

  return (
    <nav
      aria-label="Conversations"
      className="flex min-h-0 flex-col border-b border-border bg-surface md:border-r md:border-b-0"
    >
      <div className="border-b border-border p-3">
        <Button variant="primary" className="w-full" onClick={onNew}>
          <Plus aria-hidden /> New conversation
        </Button>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto">
        {body()}
        {list.hasNextPage ? (
          <div className="p-2">
            <Button
              variant="ghost"
              size="sm"
              className="w-full"
              loading={list.isFetchingNextPage}
              onClick={() => void list.fetchNextPage()}
            >
              Load more
            </Button>
          </div>
        ) : null}
      </div>
      {renaming ? <RenameDialog conversation={renaming} onClose={() => setRenaming(null)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? null : setDeleting(null))}
        title="Delete this conversation?"
        description={`“${deleting?.title ?? ''}” and all its messages will be deleted. This cannot be undone.`}
        confirmLabel="Delete"
        onConfirm={confirmDelete}
        pending={remove.isPending}
      >
        {remove.isError ? (
          <p role="alert" className="text-sm text-danger-text">
            {errorMessage(remove.error)}
          </p>
        ) : null}
      </ConfirmDialog>
    </nav>
  );
};
