import { useState, type FormEvent } from 'react';
import { Save } from 'lucide-react';
import type { Vendor, VendorCategory, VendorExtraction, VendorTier } from '@rampart/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../../components/ui/card.tsx';
import { DuplicateVendorNotice } from '../../../components/ui/duplicate-vendor-notice.tsx';
import { Field, FormMessage } from '../../../components/ui/field.tsx';
import { Input, Select } from '../../../components/ui/input.tsx';
import { MemberSelect } from '../../../components/ui/member-select.tsx';
import { errorMessage, fieldIssues } from '../../../lib/api-client.ts';
import { duplicateVendorOf, useCreateVendor } from '../../../lib/vendor-api/create-vendor.ts';
import { CATEGORY_OPTIONS, TIER_OPTIONS } from '../../../lib/vendor-labels.ts';

type Props = {
  jobId: string;
  result: VendorExtraction;
  onSaved: (vendor: Vendor) => void;
};

const EDITABLE = ['name', 'category', 'tier', 'ownerUserId'] as const;

/**
 * The reviewed reading becomes a vendor, assessed at once by the rules. Only what a reviewer
 * decides is edited here (name, category, tier, owner); the rest is kept as read, with its
 * sources, through the job.
 */
export const SaveVendorForm = ({ jobId, result, onSaved }: Props) => {
  const create = useCreateVendor();
  const [name, setName] = useState(result.name);
  const [category, setCategory] = useState<VendorCategory>(result.category);
  const [tier, setTier] = useState<VendorTier>('medium');
  const [owner, setOwner] = useState('');
  const [nameMissing, setNameMissing] = useState(false);

  const issues = fieldIssues(create.error);
  const issueOf = (field: string) => issues.find((i) => i.field === field)?.message;
  // The site is already registered: offer that vendor, or saving this reading anyway.
  const duplicate = duplicateVendorOf(create.error);
  const otherError =
    create.isError &&
    !duplicate &&
    !issues.some((i) => (EDITABLE as readonly string[]).includes(i.field))
      ? errorMessage(create.error)
      : null;

  const save = (allowDuplicate: boolean) => {
    const trimmed = name.trim();
    setNameMissing(trimmed === '');
    if (trimmed === '') return;
    create.mutate(
      {
        name: trimmed,
        category,
        tier,
        ownerUserId: owner || null,
        legalName: result.legalName,
        description: result.description,
        website: result.website,
        headquarterAddress: result.headquarterAddress,
        urls: result.urls,
        extractionJobId: jobId,
        assess: true,
        ...(allowDuplicate ? { allowDuplicate } : {}),
      },
      { onSuccess: onSaved },
    );
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save(false);
  };

  return (
    <Card>
      <CardHeader
        title="Save as a vendor"
        description="Saving records the vendor with these facts and their sources, then scores it and lists its findings."
      />
      <CardContent>
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Name" error={nameMissing ? 'Name is required' : issueOf('name')}>
              {(control) => (
                <Input
                  {...control}
                  value={name}
                  maxLength={200}
                  onChange={(e) => {
                    setName(e.target.value);
                    setNameMissing(false);
                  }}
                />
              )}
            </Field>
            <Field label="Category" error={issueOf('category')}>
              {(control) => (
                <Select
                  {...control}
                  value={category}
                  onChange={(e) => setCategory(e.target.value as VendorCategory)}
                >
                  {CATEGORY_OPTIONS.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <Field
              label="Tier"
              hint="How critical the relationship is; reviews come sooner for critical vendors."
              error={issueOf('tier')}
            >
              {(control) => (
                <Select
                  {...control}
                  value={tier}
                  onChange={(e) => setTier(e.target.value as VendorTier)}
                >
                  {TIER_OPTIONS.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <Field label="Owner" error={issueOf('ownerUserId')}>
              {(control) => (
                <MemberSelect
                  {...control}
                  noneLabel="No owner yet"
                  value={owner}
                  onChange={(e) => setOwner(e.target.value)}
                />
              )}
            </Field>
          </div>
          {otherError ? <FormMessage>{otherError}</FormMessage> : null}
          {duplicate ? (
            <DuplicateVendorNotice
              duplicate={duplicate}
              pending={create.isPending}
              onAddAnyway={() => save(true)}
            />
          ) : null}
          <div>
            <Button type="submit" variant="primary" loading={create.isPending}>
              {create.isPending ? null : <Save aria-hidden />}
              Save as vendor and assess
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
};
