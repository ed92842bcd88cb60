import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from '@tanstack/react-router';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { DialogFormFooter } from '../../../components/ui/dialog-form-footer.tsx';
import { DuplicateVendorNotice } from '../../../components/ui/duplicate-vendor-notice.tsx';
import { FormMessage } from '../../../components/ui/field.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage, fieldIssues } from '../../../lib/api-client.ts';
import { duplicateVendorOf, useCreateVendor } from '../../../lib/vendor-api/create-vendor.ts';
import type { DuplicateVendorIssue } from '@rampart/contracts';
import {
  emptyVendorForm,
  toCreateBody,
  vendorFormSchema,
  type VendorFormInput,
  type VendorFormValues,
} from '../lib/vendor-form.ts';
import { VendorIdentityFields, VendorRelationshipFields } from './vendor-form-fields.tsx';

const CreateVendorForm = ({ onDone }: { onDone: () => void }) => {
  const create = useCreateVendor();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [duplicate, setDuplicate] = useState<DuplicateVendorIssue | null>(null);
  const form = useForm<VendorFormInput, unknown, VendorFormValues>({
    resolver: zodResolver(vendorFormSchema),
    defaultValues: emptyVendorForm(),
  });

  const submit = (values: VendorFormValues, allowDuplicate: boolean) => {
    setError(null);
    setDuplicate(null);
    create.mutate(
      { ...toCreateBody(values), ...(allowDuplicate ? { allowDuplicate } : {}) },
      {
        onSuccess: (vendor) => {
          toast({ title: 'Vendor added', description: vendor.name });
          onDone();
          void navigate({
            to: '/dashboard/vendors/$vendorId',
            params: { vendorId: vendor.id },
            search: {},
          });
        },
        onError: (err) => {
          // The site is already registered: offer that vendor, or adding this one anyway.
          const existing = duplicateVendorOf(err);
          if (existing) {
            setDuplicate(existing);
            return;
          }
          const fields = Object.keys(emptyVendorForm()) as (keyof VendorFormInput)[];
          for (const issue of fieldIssues(err)) {
            const field = fields.find((f) => f === issue.field.split('.')[0]);
            if (field) form.setError(field, { message: issue.message });
          }
          setError(`Failed to add vendor: ${errorMessage(err)}`);
        },
      },
    );
  };

  return (
    <form
      onSubmit={form.handleSubmit((values) => submit(values, false))}
      noValidate
      className="flex flex-col gap-4"
    >
      {error ? <FormMessage>{error}</FormMessage> : null}
      <VendorIdentityFields form={form} />
      <VendorRelationshipFields form={form} />
      {/* Beside the button just pressed, where the eye is. */}
      {duplicate ? (
        <DuplicateVendorNotice
          duplicate={duplicate}
          pending={create.isPending}
          onAddAnyway={() => void form.handleSubmit((values) => submit(values, true))()}
        />
      ) : null}
      <DialogFormFooter pending={create.isPending}>Add vendor</DialogFormFooter>
    </form>
  );
};

export const CreateVendorDialog = ({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) => (
  <Dialog open={open} onOpenChange={onOpenChange}>
    <DialogContent
      title="Add vendor"
      description="Record a supplier by hand. To read its facts from its website, use Assess from URL."
      className="max-h-[calc(100vh-2rem)] w-[min(640px,calc(100vw-2rem))] overflow-y-auto"
    >
      <CreateVendorForm onDone={() => onOpenChange(false)} />
    </DialogContent>
  </Dialog>
);
