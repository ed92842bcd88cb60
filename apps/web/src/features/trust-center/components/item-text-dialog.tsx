import { useState, type FormEvent } from 'react';
import { MailWarning } from 'lucide-react';
import {
  TRUST_ITEM_STATE_LABELS,
  type TrustFileAccess,
  type TrustItem,
  type TrustItemState,
} from '@rampart/contracts';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogFooter,
} from '../../../components/ui/dialog.tsx';
import { Field, FormMessage } from '../../../components/ui/field.tsx';
import { Input, Textarea } from '../../../components/ui/input.tsx';
import { SegmentedControl } from '../../../components/ui/segmented-control.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage, fieldIssues } from '../../../lib/api-client.ts';
import { issuesByField } from '../../../lib/field-issues.ts';
import { formatBytes } from '../../../lib/files.ts';
import { useTrustCenter } from '../api/get-trust-center.ts';
import { usePutTrustItem } from '../api/put-trust-item.ts';
import { outcomeOf, PUBLIC_FIELD_LABELS } from '../lib/item-actions.ts';
import {
  accessBody,
  FILE_ACCESS_HINTS,
  FILE_ACCESS_OPTIONS,
  hasFileKind,
  NO_FILE_WORDS,
} from '../lib/item-files.ts';

type Props = { item: TrustItem; open: boolean; onOpenChange: (open: boolean) => void };

/** The state a submit button asks for, from its value. */
const submitted = (event: FormEvent<HTMLFormElement>): TrustItemState => {
  const value = (event.nativeEvent as SubmitEvent).submitter?.getAttribute('value');
  return value === 'published' || value === 'unlisted' ? value : 'draft';
};

const ACCESS_LABEL = 'Who may download it';

/** Who may take the record's file (a document, a certificate); or why there is none to offer. */
const AccessField = ({
  item,
  value,
  onChange,
}: {
  item: TrustItem;
  value: TrustFileAccess;
  onChange: (value: TrustFileAccess) => void;
}) => {
  // Without mail a visitor cannot ask for a restricted file (the page offers no request form).
  const mail = useTrustCenter().data?.mail ?? true;
  if (!hasFileKind(item.kind)) return null;
  return (
    <div className="flex flex-col gap-1.5">
      <span aria-hidden className="text-[13px] font-medium text-fg">
        {ACCESS_LABEL}
      </span>
      {item.file ? (
        <>
          <p className="text-xs [overflow-wrap:anywhere] text-muted">
            {item.file.fileName} · {formatBytes(item.file.sizeBytes)}
          </p>
          <SegmentedControl
            label={ACCESS_LABEL}
            options={FILE_ACCESS_OPTIONS}
            value={value}
            onChange={onChange}
            // Three choices overflow a phone's dialog on one line: they wrap instead.
            className="self-start max-sm:h-auto max-sm:flex-wrap max-sm:[&>button]:h-7"
          />
          <p className="text-xs text-muted">{FILE_ACCESS_HINTS[value]}</p>
          {value === 'restricted' && !mail ? (
            <p className="flex items-start gap-1 text-xs font-medium text-warning-text">
              <MailWarning className="mt-px size-3.5 shrink-0" aria-hidden />
              Mail is not set up (SMTP_URL), so visitors cannot ask for it yet.
            </p>
          ) : null}
        </>
      ) : (
        <p className="text-xs text-muted">No file to hand out. {NO_FILE_WORDS[item.kind]}</p>
      )}
    </div>
  );
};

const TextFields = ({ item, onDone }: { item: TrustItem; onDone: () => void }) => {
  const put = usePutTrustItem();
  const [title, setTitle] = useState(item.publicTitle);
  const [text, setText] = useState(item.publicText);
  const [location, setLocation] = useState(item.location);
  const [access, setAccess] = useState<TrustFileAccess>(item.access);
  const labels = PUBLIC_FIELD_LABELS[item.kind];
  const issues = issuesByField(fieldIssues(put.error));
  const fieldless = put.isError && !issues.publicTitle && !issues.publicText && !issues.location;
  const onPage = item.state === 'published';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const state = submitted(event);
    put.mutate(
      {
        kind: item.kind,
        recordId: item.recordId,
        body: {
          state,
          publicTitle: title.trim(),
          publicText: text.trim(),
          ...(item.kind === 'subprocessor' ? { location: location.trim() } : {}),
          ...accessBody(item, access),
        },
      },
      {
        onSuccess: (saved) => {
          toast({ title: outcomeOf(item.state, state), description: saved.recordName });
          onDone();
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      {fieldless ? <FormMessage>Not saved: {errorMessage(put.error)}</FormMessage> : null}
      <Field label={labels.title} error={issues.publicTitle}>
        {(p) => (
          <Input {...p} value={title} maxLength={200} onChange={(e) => setTitle(e.target.value)} />
        )}
      </Field>
      <Field label={labels.text} hint={labels.textHint} error={issues.publicText}>
        {(p) => (
          <Textarea
            {...p}
            rows={5}
            value={text}
            maxLength={2000}
            onChange={(e) => setText(e.target.value)}
          />
        )}
      </Field>
      {item.kind === 'subprocessor' ? (
        <Field
          label="Location"
          hint="Where it handles the data, e.g. “EU (Ireland)”."
          error={issues.location}
        >
          {(p) => (
            <Input
              {...p}
              value={location}
              maxLength={120}
              onChange={(e) => setLocation(e.target.value)}
            />
          )}
        </Field>
      ) : null}
      <AccessField item={item} value={access} onChange={setAccess} />
      <DialogFooter>
        <DialogClose asChild>
          <Button>Cancel</Button>
        </DialogClose>
        {/* The first submit button is the one Enter presses: the one that publishes nothing. */}
        {onPage ? (
          <Button type="submit" value="published" variant="primary" loading={put.isPending}>
            Save
          </Button>
        ) : (
          <>
            <Button
              type="submit"
              value="draft"
              loading={put.isPending && put.variables?.body.state === 'draft'}
              disabled={put.isPending}
            >
              Save as draft
            </Button>
            <Button
              type="submit"
              value="published"
              variant="primary"
              loading={put.isPending && put.variables?.body.state === 'published'}
              disabled={put.isPending}
            >
              Publish
            </Button>
          </>
        )}
      </DialogFooter>
    </form>
  );
};

/** The words the page shows for a record, written before it is published. */
export const ItemTextDialog = ({ item, open, onOpenChange }: Props) => (
  <Dialog open={open} onOpenChange={onOpenChange}>
    <DialogContent
      title={`Public text: ${item.recordName}`}
      description={
        item.state === 'published'
          ? 'On the page now: a change shows as soon as you save it.'
          : `${TRUST_ITEM_STATE_LABELS[item.state]}. Visitors see nothing until you publish it.`
      }
      className="w-[min(560px,calc(100vw-2rem))]"
    >
      {open ? <TextFields item={item} onDone={() => onOpenChange(false)} /> : null}
    </DialogContent>
  </Dialog>
);
