import { useState } from 'react';
import { ssoRoleMappingSchema, type ScimSettings } from '@rampart/contracts';
import { formatDateTime } from '@rampart/domain';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/dialog.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Select } from '../../../components/ui/input.tsx';
import { SecretOnce } from '../../../components/ui/secret-once.tsx';
import { SkeletonRows } from '../../../components/ui/skeleton.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useMakeScimToken, useRemoveScim, useSaveScimRoles, useScimSettings } from '../api/scim.ts';
import {
  RoleMappingsField,
  roleOptions,
  type MappedRole,
  type RoleMapping,
} from './role-mappings-field.tsx';

/**
 * Organisation settings → Provisioning: the SCIM 2.0 service the identity provider calls to
 * add, update and remove people (a leaver's access ends at once). Owners make and rotate the
 * token and map the provider's groups to roles; admins read it.
 */
export const ScimCard = () => {
  const settings = useScimSettings();
  return (
    <Card>
      <CardHeader
        title="Provisioning (SCIM)"
        description="Your identity provider adds people, keeps their roles from its groups, and removes leavers: their sessions and live editing end at once."
      />
      {settings.isPending ? (
        <SkeletonRows rows={2} label="Loading provisioning" />
      ) : settings.isError ? (
        <ErrorState error={settings.error} onRetry={() => void settings.refetch()} />
      ) : (
        <ScimDetails data={settings.data} />
      )}
    </Card>
  );
};

const ScimDetails = ({ data }: { data: ScimSettings }) => {
  const make = useMakeScimToken();
  const remove = useRemoveScim();
  const [token, setToken] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<'rotate' | 'remove' | null>(null);
  const { provisioning, abilities } = data;

  const onMake = () =>
    make.mutate(undefined, {
      onSuccess: (made) => {
        setToken(made.token);
        setConfirm(null);
      },
      onError: (error) =>
        toast({ title: 'No token made', description: errorMessage(error), variant: 'destructive' }),
    });
  const onRemove = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        setToken(null);
        setConfirm(null);
        toast({ title: 'Provisioning off', description: 'The SCIM token no longer works.' });
      },
      onError: (error) =>
        toast({
          title: 'Not turned off',
          description: errorMessage(error),
          variant: 'destructive',
        }),
    });

  return (
    <>
      <CardContent className="flex flex-col gap-4">
        <dl className="grid gap-1 text-[13px] sm:grid-cols-[auto_1fr] sm:gap-x-4">
          <dt className="text-muted">SCIM base URL</dt>
          <dd className="font-mono break-all text-fg">{data.baseUrl}</dd>
          <dt className="text-muted">Authentication</dt>
          <dd className="text-fg">HTTP header, Bearer token</dd>
          {provisioning ? (
            <>
              <dt className="text-muted">Token</dt>
              <dd className="flex flex-wrap items-center gap-2 text-fg">
                <span className="font-mono break-all">{provisioning.tokenHint}</span>
                <span className="text-muted">
                  made {formatDateTime(provisioning.tokenCreatedAt)}
                </span>
              </dd>
              <dt className="text-muted">Last used</dt>
              <dd className="text-fg">
                {provisioning.lastUsedAt
                  ? `${formatDateTime(provisioning.lastUsedAt)}${provisioning.lastUsedAddress ? ` from ${provisioning.lastUsedAddress}` : ''}`
                  : 'Not yet'}
              </dd>
              <dt className="text-muted">Provisioned</dt>
              <dd className="text-fg">
                {provisioning.activePeople} active of {provisioning.people}{' '}
                {provisioning.people === 1 ? 'person' : 'people'}, {provisioning.groups}{' '}
                {provisioning.groups === 1 ? 'group' : 'groups'}
              </dd>
            </>
          ) : null}
        </dl>
        {token ? (
          <SecretOnce label="SCIM token" value={token} onDismiss={() => setToken(null)}>
            <p>
              Give this token to your identity provider now: it is shown once. Rampart keeps only
              its fingerprint.
            </p>
          </SecretOnce>
        ) : null}
        {provisioning ? (
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant="success">On</Badge>
            {abilities.manage ? (
              <>
                <Button size="sm" onClick={() => setConfirm('rotate')}>
                  Rotate the token
                </Button>
                <Button size="sm" variant="ghost" onClick={() => setConfirm('remove')}>
                  Turn provisioning off
                </Button>
              </>
            ) : null}
          </div>
        ) : abilities.manage ? (
          <Button className="self-start" loading={make.isPending} onClick={onMake}>
            Make a SCIM token
          </Button>
        ) : (
          <p className="text-[13px] text-muted">Provisioning is off. Owners turn it on.</p>
        )}
      </CardContent>
      {provisioning ? (
        <CardContent className="border-t border-border">
          <ScimRolesForm
            key={`${provisioning.defaultRole}:${JSON.stringify(provisioning.roleMappings)}`}
            defaultRole={provisioning.defaultRole}
            roleMappings={provisioning.roleMappings}
            manage={abilities.manage}
          />
        </CardContent>
      ) : null}
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(open) => {
          if (!open) setConfirm(null);
        }}
        title={confirm === 'remove' ? 'Turn provisioning off?' : 'Rotate the SCIM token?'}
        description={
          confirm === 'remove'
            ? 'The token stops working at once. People and roles provisioned so far stay as they are.'
            : 'The current token stops working at once: give the new one to your identity provider.'
        }
        confirmLabel={confirm === 'remove' ? 'Turn off' : 'Rotate'}
        pending={make.isPending || remove.isPending}
        onConfirm={confirm === 'remove' ? onRemove : onMake}
      />
    </>
  );
};

const ScimRolesForm = ({
  defaultRole: initialRole,
  roleMappings: initialMappings,
  manage,
}: {
  defaultRole: MappedRole;
  roleMappings: RoleMapping[];
  manage: boolean;
}) => {
  const save = useSaveScimRoles();
  const [defaultRole, setDefaultRole] = useState<MappedRole>(initialRole);
  const [mappings, setMappings] = useState<RoleMapping[]>(initialMappings);
  const [errors, setErrors] = useState<Record<number, string>>({});

  const onSave = () => {
    const found: Record<number, string> = {};
    mappings.forEach((m, i) => {
      const checked = ssoRoleMappingSchema.safeParse(m);
      if (!checked.success) found[i] = checked.error.issues[0]?.message ?? 'Check this group';
    });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(
      { defaultRole, roleMappings: mappings.map((m) => ({ ...m, group: m.group.trim() })) },
      {
        onSuccess: () =>
          toast({ title: 'Roles saved', description: 'Provisioned members follow them now.' }),
        onError: (error) =>
          toast({ title: 'Not saved', description: errorMessage(error), variant: 'destructive' }),
      },
    );
  };

  return (
    <div className="flex flex-col gap-4">
      <Field
        label="Role of a provisioned person"
        hint="When none of their groups maps to a role. Owners are never changed by provisioning."
        className="max-w-xs"
      >
        {(p) => (
          <Select
            {...p}
            value={defaultRole}
            disabled={!manage}
            onChange={(e) => setDefaultRole(e.target.value as MappedRole)}
          >
            {roleOptions}
          </Select>
        )}
      </Field>
      <RoleMappingsField
        label="Roles from provisioned groups"
        description="A group pushed by your provider gives its role; with several, the strongest wins."
        value={mappings}
        onChange={setMappings}
        disabled={!manage}
        groupError={(i) => errors[i]}
      />
      {manage ? (
        <Button className="self-start" variant="primary" loading={save.isPending} onClick={onSave}>
          Save roles
        </Button>
      ) : null}
    </div>
  );
};
