import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Vendor } from '@rampart/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../../components/ui/card.tsx';
import { FormMessage } from '../../../components/ui/field.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage, fieldIssues } from '../../../lib/api-client.ts';
import { useUpdateVendor } from '../api/update-vendor.ts';
import {
  formFromVendor,
  toUpdatePatch,
  vendorFormSchema,
  type VendorFormInput,
  type VendorFormValues,
} from '../lib/vendor-form.ts';
import { RelationshipSummary } from './relationship-summary.tsx';
import { VendorIdentityFields, VendorRelationshipFields } from './vendor-form-fields.tsx';

const RelationshipForm = ({ vendor }: { vendor: Vendor }) => {
  const update = useUpdateVendor();
  const [error, setError] = useState<string | null>(null);
  // The version the form shows: a save after someone else's is refused, not merged.
  const [version, setVersion] = useState(vendor.updatedAt);
  const form = useForm<VendorFormInput, unknown, VendorFormValues>({
    resolver: zodResolver(vendorFormSchema),
    defaultValues: formFromVendor(vendor),
  });

  const onSubmit = (values: VendorFormValues) => {
    setError(null);
    const patch = toUpdatePatch(vendor, values);
    if (Object.keys(patch).length === 0) {
      toast({ title: 'Nothing to save', description: 'No field was changed.' });
      return;
    }
    update.mutate(
      { id: vendor.id, patch, version },
      {
        onSuccess: (saved) => {
          toast({ title: 'Vendor updated', description: saved.name });
          setVersion(saved.updatedAt);
          form.reset(formFromVendor(saved));
        },
        onError: (err) => {
          const fields = Object.keys(formFromVendor(vendor)) as (keyof VendorFormInput)[];
          for (const issue of fieldIssues(err)) {
            const field = fields.find((f) => f === issue.field.split('.')[0]);
            if (field) form.setError(field, { message: issue.message });
          }
          setError(`Failed to update vendor: ${errorMessage(err)}`);
        },
      },
    );
  };

  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="flex flex-col gap-6">
      {error ? <FormMessage>{error}</FormMessage> : null}
      <section aria-labelledby="vendor-identity" className="flex flex-col gap-3">
        <h3 id="vendor-identity" className="text-[13px] font-semibold text-fg">
          Vendor
        </h3>
        <VendorIdentityFields form={form} />
      </section>
      <section aria-labelledby="vendor-relationship" className="flex flex-col gap-3">
        <h3 id="vendor-relationship" className="text-[13px] font-semibold text-fg">
          Relationship
        </h3>
        <VendorRelationshipFields form={form} existing />
      </section>
      <div className="flex justify-end gap-2">
        <Button
          disabled={!form.formState.isDirty || update.isPending}
          onClick={() => {
            // Back to the vendor as it now is (after a 412, someone else's version).
            form.reset(formFromVendor(vendor));
            setVersion(vendor.updatedAt);
          }}
        >
          Discard changes
        </Button>
        <Button type="submit" variant="primary" loading={update.isPending}>
          Save changes
        </Button>
      </div>
    </form>
  );
};

/** Tier, owner, data, contract and review: an edit form, or the facts for read-only roles. */
export const RelationshipTab = ({ vendor }: { vendor: Vendor }) => (
  <Card className="max-w-3xl">
    <CardHeader
      title="Relationship"
      description="How the organisation works with this vendor. The tier sets how often it is reviewed."
    />
    <CardContent>
      {vendor.abilities.update ? (
        <RelationshipForm vendor={vendor} />
      ) : (
        <RelationshipSummary vendor={vendor} />
      )}
    </CardContent>
  </Card>
);
